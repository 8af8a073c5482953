CREATE TABLE "administracion_reportes" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_usuario" integer,
	"anio" smallint NOT NULL,
	"mes1" smallint NOT NULL,
	"mes2" smallint NOT NULL,
	"id_reporte_pdf" integer NOT NULL,
	"estado" varchar(10) DEFAULT 'PROCESO' NOT NULL,
	"id_revisor" integer,
	"fecha_revision" timestamp with time zone,
	"fecha_entrega" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "administracion_reportes_periodo" CHECK ("administracion_reportes"."anio" between 2000 and 2999 and "administracion_reportes"."mes1" between 1 and 12 and "administracion_reportes"."mes2" between "administracion_reportes"."mes1" and 12),
	CONSTRAINT "administracion_reportes_estado" CHECK ("administracion_reportes"."estado" in ('PROCESO', 'APROBADO', 'RECHAZADO')),
	CONSTRAINT "administracion_reportes_revision" CHECK (("administracion_reportes"."estado" = 'PROCESO') = ("administracion_reportes"."fecha_revision" is null))
);--> statement-breakpoint
CREATE TABLE "comentarios_reporte" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_reporte" integer NOT NULL,
	"id_usuario" integer,
	"comentario" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comentarios_reporte_comentario" CHECK (length(trim("comentarios_reporte"."comentario")) > 0)
);--> statement-breakpoint
CREATE TABLE "recomendaciones_reporte" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"anio" smallint NOT NULL,
	"mes1" smallint NOT NULL,
	"mes2" smallint NOT NULL,
	"descripcion" varchar(1000) NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recomendaciones_reporte_periodo" CHECK ("recomendaciones_reporte"."anio" between 2000 and 2999 and "recomendaciones_reporte"."mes1" between 1 and 12 and "recomendaciones_reporte"."mes2" between "recomendaciones_reporte"."mes1" and 12),
	CONSTRAINT "recomendaciones_reporte_descripcion" CHECK (length(trim("recomendaciones_reporte"."descripcion")) > 0)
);--> statement-breakpoint
CREATE TABLE "reportes_pdf" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_usuario" integer,
	"anio" smallint NOT NULL,
	"mes1" smallint NOT NULL,
	"mes2" smallint NOT NULL,
	"archivo" varchar(255) NOT NULL,
	"tamanio" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reportes_pdf_periodo" CHECK ("reportes_pdf"."anio" between 2000 and 2999 and "reportes_pdf"."mes1" between 1 and 12 and "reportes_pdf"."mes2" between "reportes_pdf"."mes1" and 12),
	CONSTRAINT "reportes_pdf_tamanio" CHECK ("reportes_pdf"."tamanio" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "administracion_reportes_cliente_id" ON "administracion_reportes" USING btree ("id_cliente","id");--> statement-breakpoint
CREATE UNIQUE INDEX "administracion_reportes_periodo" ON "administracion_reportes" USING btree ("id_cliente","anio","mes1","mes2");--> statement-breakpoint
CREATE UNIQUE INDEX "recomendaciones_reporte_cliente_id" ON "recomendaciones_reporte" USING btree ("id_cliente","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reportes_pdf_uuid" ON "reportes_pdf" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "reportes_pdf_cliente_id" ON "reportes_pdf" USING btree ("id_cliente","id");--> statement-breakpoint
ALTER TABLE "administracion_reportes" ADD CONSTRAINT "administracion_reportes_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administracion_reportes" ADD CONSTRAINT "administracion_reportes_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administracion_reportes" ADD CONSTRAINT "administracion_reportes_id_revisor_usuarios_id_fk" FOREIGN KEY ("id_revisor") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administracion_reportes" ADD CONSTRAINT "administracion_reportes_pdf_fk" FOREIGN KEY ("id_cliente","id_reporte_pdf") REFERENCES "public"."reportes_pdf"("id_cliente","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentarios_reporte" ADD CONSTRAINT "comentarios_reporte_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentarios_reporte" ADD CONSTRAINT "comentarios_reporte_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentarios_reporte" ADD CONSTRAINT "comentarios_reporte_reporte_fk" FOREIGN KEY ("id_cliente","id_reporte") REFERENCES "public"."administracion_reportes"("id_cliente","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recomendaciones_reporte" ADD CONSTRAINT "recomendaciones_reporte_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recomendaciones_reporte" ADD CONSTRAINT "recomendaciones_reporte_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reportes_pdf" ADD CONSTRAINT "reportes_pdf_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reportes_pdf" ADD CONSTRAINT "reportes_pdf_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "administracion_reportes_cliente_fecha" ON "administracion_reportes" USING btree ("id_cliente","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "administracion_reportes_proceso" ON "administracion_reportes" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "administracion_reportes"."estado" = 'PROCESO';--> statement-breakpoint
CREATE INDEX "comentarios_reporte_reporte" ON "comentarios_reporte" USING btree ("id_cliente","id_reporte","id");--> statement-breakpoint
CREATE INDEX "recomendaciones_reporte_periodo" ON "recomendaciones_reporte" USING btree ("id_cliente","anio","mes1","mes2","id");--> statement-breakpoint
CREATE INDEX "reportes_pdf_cliente_fecha" ON "reportes_pdf" USING btree ("id_cliente","created_at");
