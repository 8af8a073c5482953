CREATE TABLE "acciones_usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"email" varchar(150) NOT NULL,
	"id_cliente" integer,
	"modulo" varchar(20) NOT NULL,
	"accion" varchar(60) NOT NULL,
	"vista" varchar(100) NOT NULL,
	"detalle" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acciones_usuario_modulo" CHECK ("acciones_usuario"."modulo" in ('neumaticos', 'vehiculos', 'inspecciones', 'reportes', 'catalogos', 'administracion'))
);
--> statement-breakpoint
CREATE TABLE "consultas_reporte" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_cliente" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"anio" smallint NOT NULL,
	"mes_inicio" smallint NOT NULL,
	"mes_fin" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultas_reporte_tipo" CHECK ("consultas_reporte"."tipo" in ('busqueda', 'descarga')),
	CONSTRAINT "consultas_reporte_meses" CHECK ("consultas_reporte"."mes_inicio" between 1 and 12 and "consultas_reporte"."mes_fin" between "consultas_reporte"."mes_inicio" and 12)
);
--> statement-breakpoint
ALTER TABLE "acciones_usuario" ADD CONSTRAINT "acciones_usuario_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acciones_usuario" ADD CONSTRAINT "acciones_usuario_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultas_reporte" ADD CONSTRAINT "consultas_reporte_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultas_reporte" ADD CONSTRAINT "consultas_reporte_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acciones_usuario_fecha" ON "acciones_usuario" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "acciones_usuario_cliente" ON "acciones_usuario" USING btree ("id_cliente","created_at");--> statement-breakpoint
CREATE INDEX "acciones_usuario_usuario" ON "acciones_usuario" USING btree ("id_usuario","created_at");--> statement-breakpoint
CREATE INDEX "consultas_reporte_fecha" ON "consultas_reporte" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "consultas_reporte_cliente" ON "consultas_reporte" USING btree ("id_cliente","created_at");