CREATE TABLE "app_versiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" varchar(20) NOT NULL,
	"nombre" varchar(64) NOT NULL,
	"nombre_original" varchar(255) NOT NULL,
	"tamano" integer NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_versiones_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
ALTER TABLE "app_versiones" ADD CONSTRAINT "app_versiones_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_versiones_reciente" ON "app_versiones" USING btree ("created_at","id");