CREATE TABLE "criterios_aceptacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"costoindicador" smallint NOT NULL,
	"anio" smallint NOT NULL,
	"modelomedida" varchar(100) DEFAULT '' NOT NULL,
	"criterioobjetivo" numeric(12, 4) NOT NULL,
	"tolerablemaximo" numeric(12, 4) NOT NULL,
	"tolerableminimo" numeric(12, 4) NOT NULL,
	"criteriodeficiente" numeric(12, 4) NOT NULL,
	"criterioobjetivo_calculo" numeric(6, 2),
	"criteriodeficiente_calculo" numeric(6, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "criterios_aceptacion" ADD CONSTRAINT "criterios_aceptacion_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "criterios_aceptacion_clave" ON "criterios_aceptacion" USING btree ("id_cliente","costoindicador","anio","modelomedida");--> statement-breakpoint
CREATE INDEX "criterios_aceptacion_cliente_anio" ON "criterios_aceptacion" USING btree ("id_cliente","anio");