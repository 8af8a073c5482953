CREATE TABLE "incidente_detalles" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_incidente" integer NOT NULL,
	"id_vehiculo" integer,
	"id_neumatico" integer,
	"placa" varchar(20) NOT NULL,
	"serie" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidente_imagenes" (
	"nombre" varchar(255) PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidente_lecturas" (
	"id_incidente" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"leido_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidente_lecturas_id_usuario_id_incidente_pk" PRIMARY KEY("id_usuario","id_incidente")
);
--> statement-breakpoint
CREATE TABLE "incidentes" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_usuario" integer,
	"identificador" varchar(20) GENERATED ALWAYS AS ('INC-' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"descripcion" varchar(1000) NOT NULL,
	"image_one" varchar(255),
	"image_two" varchar(255),
	"aplicativo" varchar(20) DEFAULT 'vue' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incidente_detalles" ADD CONSTRAINT "incidente_detalles_id_incidente_incidentes_id_fk" FOREIGN KEY ("id_incidente") REFERENCES "public"."incidentes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidente_detalles" ADD CONSTRAINT "incidente_detalles_id_vehiculo_vehiculos_id_fk" FOREIGN KEY ("id_vehiculo") REFERENCES "public"."vehiculos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidente_detalles" ADD CONSTRAINT "incidente_detalles_id_neumatico_neumaticos_id_fk" FOREIGN KEY ("id_neumatico") REFERENCES "public"."neumaticos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidente_imagenes" ADD CONSTRAINT "incidente_imagenes_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidente_lecturas" ADD CONSTRAINT "incidente_lecturas_id_incidente_incidentes_id_fk" FOREIGN KEY ("id_incidente") REFERENCES "public"."incidentes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidente_lecturas" ADD CONSTRAINT "incidente_lecturas_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidentes" ADD CONSTRAINT "incidentes_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidentes" ADD CONSTRAINT "incidentes_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incidente_detalles_incidente" ON "incidente_detalles" USING btree ("id_incidente","id");--> statement-breakpoint
CREATE INDEX "incidente_imagenes_usuario" ON "incidente_imagenes" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "incidentes_cliente_fecha" ON "incidentes" USING btree ("id_cliente","created_at");--> statement-breakpoint
CREATE INDEX "incidentes_fecha" ON "incidentes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "incidentes_image_one" ON "incidentes" USING btree ("image_one");--> statement-breakpoint
CREATE INDEX "incidentes_image_two" ON "incidentes" USING btree ("image_two");