CREATE TABLE "contactos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"correo" varchar(150) NOT NULL,
	"telefono" varchar(20) NOT NULL,
	"cargo" varchar(100) NOT NULL,
	"reporte" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suscripcion_fechas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_suscripcion" integer NOT NULL,
	"fecha" date NOT NULL,
	"enviado" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suscripciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"trial_period" varchar(10) DEFAULT 'ACTIVO' NOT NULL,
	"answer" varchar(2),
	"restart" boolean DEFAULT false NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plantas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"direccion" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehiculo_configuracion_posiciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_configuracion" integer NOT NULL,
	"eje" smallint NOT NULL,
	"id_ejes" smallint NOT NULL,
	"posicion" smallint NOT NULL,
	"ubicacion" smallint NOT NULL,
	CONSTRAINT "vehiculo_configuracion_ubicacion" UNIQUE("id_configuracion","ubicacion")
);
--> statement-breakpoint
CREATE TABLE "vehiculo_configuraciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"id_vehiculotipo" integer NOT NULL,
	"nroneumaticos" smallint NOT NULL,
	"tipo_configuracion" varchar(20) NOT NULL,
	"delanteros" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehiculo_marcas" (
	"id" serial PRIMARY KEY NOT NULL,
	"descripcion" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehiculo_marcas_descripcion_unique" UNIQUE("descripcion")
);
--> statement-breakpoint
CREATE TABLE "vehiculo_modelos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_marca" integer NOT NULL,
	"descripcion" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehiculo_modelos_marca_descripcion" UNIQUE("id_marca","descripcion")
);
--> statement-breakpoint
CREATE TABLE "vehiculo_tipos" (
	"id" serial PRIMARY KEY NOT NULL,
	"descripcion" varchar(60) NOT NULL,
	"imagen" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehiculo_tipos_descripcion_unique" UNIQUE("descripcion")
);
--> statement-breakpoint
ALTER TABLE "contactos" ADD CONSTRAINT "contactos_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suscripcion_fechas" ADD CONSTRAINT "suscripcion_fechas_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suscripcion_fechas" ADD CONSTRAINT "suscripcion_fechas_id_suscripcion_suscripciones_id_fk" FOREIGN KEY ("id_suscripcion") REFERENCES "public"."suscripciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suscripciones" ADD CONSTRAINT "suscripciones_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantas" ADD CONSTRAINT "plantas_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo_configuracion_posiciones" ADD CONSTRAINT "vehiculo_configuracion_posiciones_id_configuracion_vehiculo_configuraciones_id_fk" FOREIGN KEY ("id_configuracion") REFERENCES "public"."vehiculo_configuraciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo_configuraciones" ADD CONSTRAINT "vehiculo_configuraciones_id_vehiculotipo_vehiculo_tipos_id_fk" FOREIGN KEY ("id_vehiculotipo") REFERENCES "public"."vehiculo_tipos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo_modelos" ADD CONSTRAINT "vehiculo_modelos_id_marca_vehiculo_marcas_id_fk" FOREIGN KEY ("id_marca") REFERENCES "public"."vehiculo_marcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contactos_cliente" ON "contactos" USING btree ("id_cliente","id");--> statement-breakpoint
CREATE INDEX "suscripcion_fechas_cliente" ON "suscripcion_fechas" USING btree ("id_cliente","id_suscripcion","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "suscripciones_cliente" ON "suscripciones" USING btree ("id_cliente");--> statement-breakpoint
CREATE UNIQUE INDEX "plantas_cliente_nombre" ON "plantas" USING btree ("id_cliente",lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculo_configuraciones_identidad" ON "vehiculo_configuraciones" USING btree ("id_vehiculotipo","nroneumaticos",lower("tipo_configuracion"),"delanteros");