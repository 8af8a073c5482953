CREATE TABLE "incidente_respuestas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_incidente" integer NOT NULL,
	"id_usuario" integer,
	"mensaje" varchar(2000) NOT NULL,
	"leido_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incidentes" ADD COLUMN "estado" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "incidente_respuestas" ADD CONSTRAINT "incidente_respuestas_id_incidente_incidentes_id_fk" FOREIGN KEY ("id_incidente") REFERENCES "public"."incidentes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidente_respuestas" ADD CONSTRAINT "incidente_respuestas_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incidente_respuestas_incidente" ON "incidente_respuestas" USING btree ("id_incidente","id");--> statement-breakpoint
CREATE INDEX "incidentes_usuario_fecha" ON "incidentes" USING btree ("id_usuario","created_at");--> statement-breakpoint
ALTER TABLE "incidentes" ADD CONSTRAINT "incidentes_estado" CHECK ("incidentes"."estado" in (1, 2, 3));