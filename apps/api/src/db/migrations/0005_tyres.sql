CREATE TABLE "empresas_reencauche" (
	"id" serial PRIMARY KEY NOT NULL,
	"ruc" varchar(11) NOT NULL,
	"razon_social" varchar(150) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresas_reencauche_ruc_unique" UNIQUE("ruc")
);
--> statement-breakpoint
CREATE TABLE "neumatico_costos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_neumatico" integer NOT NULL,
	"motivo" smallint DEFAULT 0 NOT NULL,
	"fecha" date NOT NULL,
	"costo" numeric(12, 2) NOT NULL,
	"tipo_moneda" smallint NOT NULL,
	"tipo_cambio" numeric(10, 4),
	"costo_convertido" numeric(14, 4) NOT NULL,
	"nuevo" smallint NOT NULL,
	"n_reencauche" smallint DEFAULT 0 NOT NULL,
	"id_disenio" integer,
	"id_empresa" integer,
	"rem_original" numeric(5, 2),
	"observacion" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neumatico_disenios" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neumatico_disenios_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "neumatico_historial" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_neumatico" integer NOT NULL,
	"id_vehiculo" integer,
	"placa" varchar(20),
	"posicion" smallint,
	"ubicacion" smallint,
	"id_ejes" smallint,
	"n_reencauche" smallint DEFAULT 0 NOT NULL,
	"nuevo" smallint DEFAULT 1 NOT NULL,
	"fecha_instalacion" date NOT NULL,
	"km_instalacion" numeric(12, 1) NOT NULL,
	"fecha_retiro" date,
	"km_retiro" numeric(12, 1),
	"motivo_retiro" smallint,
	"observacion" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neumatico_marcas" (
	"id" serial PRIMARY KEY NOT NULL,
	"descripcion" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neumatico_marcas_descripcion_unique" UNIQUE("descripcion")
);
--> statement-breakpoint
CREATE TABLE "neumatico_medidas" (
	"id" serial PRIMARY KEY NOT NULL,
	"ancho" varchar(6) NOT NULL,
	"perfil" varchar(6) NOT NULL,
	"aro" varchar(6) NOT NULL,
	"descripcion" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neumatico_medidas_descripcion_unique" UNIQUE("descripcion")
);
--> statement-breakpoint
CREATE TABLE "neumatico_modelos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_marca" integer NOT NULL,
	"descripcion" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neumatico_modelos_marca_descripcion" UNIQUE("id_marca","descripcion")
);
--> statement-breakpoint
CREATE TABLE "neumaticos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"num_serie" varchar(50) NOT NULL,
	"serie_cliente" varchar(50),
	"estado" smallint DEFAULT 1 NOT NULL,
	"nuevo" smallint NOT NULL,
	"cantidad_reencauche" smallint DEFAULT 0 NOT NULL,
	"id_disenio" integer,
	"id_empresa" integer,
	"id_marca" integer NOT NULL,
	"id_modelo" integer NOT NULL,
	"id_medida" integer NOT NULL,
	"remanente_original" numeric(5, 2) NOT NULL,
	"remanente_actual" numeric(5, 2) NOT NULL,
	"presion_recomendada" numeric(5, 1) DEFAULT '0' NOT NULL,
	"unidad_medida" varchar(1) NOT NULL,
	"k_recorridos" numeric(12, 1) DEFAULT '0' NOT NULL,
	"precio" numeric(12, 2) NOT NULL,
	"tipo_moneda" smallint NOT NULL,
	"has_inspeccion" boolean DEFAULT false NOT NULL,
	"fecha_registro" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "neumatico_costos" ADD CONSTRAINT "neumatico_costos_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_costos" ADD CONSTRAINT "neumatico_costos_id_neumatico_neumaticos_id_fk" FOREIGN KEY ("id_neumatico") REFERENCES "public"."neumaticos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_costos" ADD CONSTRAINT "neumatico_costos_id_disenio_neumatico_disenios_id_fk" FOREIGN KEY ("id_disenio") REFERENCES "public"."neumatico_disenios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_costos" ADD CONSTRAINT "neumatico_costos_id_empresa_empresas_reencauche_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas_reencauche"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD CONSTRAINT "neumatico_historial_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD CONSTRAINT "neumatico_historial_id_neumatico_neumaticos_id_fk" FOREIGN KEY ("id_neumatico") REFERENCES "public"."neumaticos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_modelos" ADD CONSTRAINT "neumatico_modelos_id_marca_neumatico_marcas_id_fk" FOREIGN KEY ("id_marca") REFERENCES "public"."neumatico_marcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumaticos" ADD CONSTRAINT "neumaticos_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumaticos" ADD CONSTRAINT "neumaticos_id_disenio_neumatico_disenios_id_fk" FOREIGN KEY ("id_disenio") REFERENCES "public"."neumatico_disenios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumaticos" ADD CONSTRAINT "neumaticos_id_empresa_empresas_reencauche_id_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas_reencauche"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumaticos" ADD CONSTRAINT "neumaticos_id_marca_neumatico_marcas_id_fk" FOREIGN KEY ("id_marca") REFERENCES "public"."neumatico_marcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumaticos" ADD CONSTRAINT "neumaticos_id_modelo_neumatico_modelos_id_fk" FOREIGN KEY ("id_modelo") REFERENCES "public"."neumatico_modelos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumaticos" ADD CONSTRAINT "neumaticos_id_medida_neumatico_medidas_id_fk" FOREIGN KEY ("id_medida") REFERENCES "public"."neumatico_medidas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "neumatico_costos_cliente_neumatico" ON "neumatico_costos" USING btree ("id_cliente","id_neumatico","fecha");--> statement-breakpoint
CREATE INDEX "neumatico_historial_cliente_neumatico" ON "neumatico_historial" USING btree ("id_cliente","id_neumatico","fecha_instalacion");--> statement-breakpoint
CREATE UNIQUE INDEX "neumaticos_cliente_serie" ON "neumaticos" USING btree ("id_cliente","num_serie");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_creado" ON "neumaticos" USING btree ("id_cliente","created_at","id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_dot" ON "neumaticos" USING btree ("id_cliente","serie_cliente");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_estado" ON "neumaticos" USING btree ("id_cliente","estado");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_marca" ON "neumaticos" USING btree ("id_cliente","id_marca");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_fecha" ON "neumaticos" USING btree ("id_cliente","fecha_registro");