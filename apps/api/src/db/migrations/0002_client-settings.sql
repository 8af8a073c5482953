CREATE TABLE "aplicaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"aplicacion" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remanentes_aplicacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_aplicacion" integer NOT NULL,
	"ini_reencauche" numeric(6, 2) NOT NULL,
	"reencauche" numeric(6, 2) NOT NULL,
	"ini_prox_reencauche" numeric(6, 2) NOT NULL,
	"prox_reencauche" numeric(6, 2) NOT NULL,
	"desg_irregular_1" numeric(6, 2) NOT NULL,
	"desg_irregular_2" numeric(6, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_cambio" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"valor" numeric(10, 4) NOT NULL,
	"fecha" date NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aplicaciones" ADD CONSTRAINT "aplicaciones_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remanentes_aplicacion" ADD CONSTRAINT "remanentes_aplicacion_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remanentes_aplicacion" ADD CONSTRAINT "remanentes_aplicacion_id_aplicacion_aplicaciones_id_fk" FOREIGN KEY ("id_aplicacion") REFERENCES "public"."aplicaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipo_cambio" ADD CONSTRAINT "tipo_cambio_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aplicaciones_cliente_nombre" ON "aplicaciones" USING btree ("id_cliente",lower("aplicacion"));--> statement-breakpoint
CREATE UNIQUE INDEX "remanentes_aplicacion_cliente_aplicacion" ON "remanentes_aplicacion" USING btree ("id_cliente","id_aplicacion");--> statement-breakpoint
CREATE INDEX "tipo_cambio_cliente_fecha" ON "tipo_cambio" USING btree ("id_cliente","fecha");