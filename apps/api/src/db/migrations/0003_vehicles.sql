CREATE TABLE "vehiculos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_planta" integer,
	"placa" varchar(20) NOT NULL,
	"codigo" varchar(50),
	"id_tipo" integer NOT NULL,
	"id_marca" integer NOT NULL,
	"id_modelo" integer NOT NULL,
	"id_configuracion" integer NOT NULL,
	"ruta" integer NOT NULL,
	"tipo_costo" smallint NOT NULL,
	"fecha_fabricacion" smallint,
	"estado" smallint DEFAULT 1 NOT NULL,
	"kilometraje" numeric(12, 2) DEFAULT '0' NOT NULL,
	"flag_id" integer,
	"fecha_registro" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_id_planta_plantas_id_fk" FOREIGN KEY ("id_planta") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_id_tipo_vehiculo_tipos_id_fk" FOREIGN KEY ("id_tipo") REFERENCES "public"."vehiculo_tipos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_id_marca_vehiculo_marcas_id_fk" FOREIGN KEY ("id_marca") REFERENCES "public"."vehiculo_marcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_id_modelo_vehiculo_modelos_id_fk" FOREIGN KEY ("id_modelo") REFERENCES "public"."vehiculo_modelos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_id_configuracion_vehiculo_configuraciones_id_fk" FOREIGN KEY ("id_configuracion") REFERENCES "public"."vehiculo_configuraciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_ruta_aplicaciones_id_fk" FOREIGN KEY ("ruta") REFERENCES "public"."aplicaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculos_cliente_placa" ON "vehiculos" USING btree ("id_cliente",lower("placa"));--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_id" ON "vehiculos" USING btree ("id_cliente","id");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_placa_orden" ON "vehiculos" USING btree ("id_cliente","placa");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_codigo" ON "vehiculos" USING btree ("id_cliente","codigo");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_fecha_registro" ON "vehiculos" USING btree ("id_cliente","fecha_registro");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_estado" ON "vehiculos" USING btree ("id_cliente","estado");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_planta" ON "vehiculos" USING btree ("id_cliente","id_planta");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_tipo" ON "vehiculos" USING btree ("id_cliente","id_tipo");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_marca" ON "vehiculos" USING btree ("id_cliente","id_marca");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_modelo" ON "vehiculos" USING btree ("id_cliente","id_modelo");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_aplicacion" ON "vehiculos" USING btree ("id_cliente","ruta");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_configuracion" ON "vehiculos" USING btree ("id_cliente","id_configuracion");--> statement-breakpoint
CREATE INDEX "vehiculos_configuracion" ON "vehiculos" USING btree ("id_configuracion");