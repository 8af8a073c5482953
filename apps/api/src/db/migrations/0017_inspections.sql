CREATE TABLE "inspeccion_detalles" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"clave" uuid NOT NULL,
	"id_inspeccion" integer,
	"id_vehiculo" integer NOT NULL,
	"id_neumatico" integer NOT NULL,
	"posicion" smallint NOT NULL,
	"ubicacion" smallint NOT NULL,
	"id_ejes" smallint NOT NULL,
	"vida" smallint DEFAULT 0 NOT NULL,
	"km_inspeccion_parcial" numeric(12, 2),
	"tipo_presion" varchar(10) DEFAULT 'PSI' NOT NULL,
	"presion" numeric(5, 1) NOT NULL,
	"valvula" varchar(20) NOT NULL,
	"accesibilidad" smallint NOT NULL,
	"motivo_inaccesibilidad" smallint,
	"exterior" numeric(4, 2) NOT NULL,
	"medio" numeric(4, 2),
	"interior" numeric(4, 2) NOT NULL,
	"nsd" numeric(4, 2) GENERATED ALWAYS AS (least(exterior, medio, interior)) STORED,
	"resultado" varchar(40)[] DEFAULT '{}' NOT NULL,
	"separaciond" varchar(40) NOT NULL,
	"otros" varchar(40)[] DEFAULT '{}' NOT NULL,
	"desgirregular" smallint[] DEFAULT '{}' NOT NULL,
	"parareparar" smallint[] DEFAULT '{}' NOT NULL,
	"fallasflanco" smallint[] DEFAULT '{}' NOT NULL,
	"tuercaestado" smallint NOT NULL,
	"tuercacantidad" smallint,
	"estado" smallint DEFAULT 1 NOT NULL,
	"recomendacion" varchar(500) DEFAULT '' NOT NULL,
	"imagen" varchar(255),
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspeccion_detalles_posicion_rango" CHECK ("inspeccion_detalles"."posicion" between 1 and 22 and "inspeccion_detalles"."ubicacion" between 1 and 22),
	CONSTRAINT "inspeccion_detalles_id_ejes" CHECK ("inspeccion_detalles"."id_ejes" in (1, 2, 3)),
	CONSTRAINT "inspeccion_detalles_presion" CHECK ("inspeccion_detalles"."presion" between 0 and 160),
	CONSTRAINT "inspeccion_detalles_profundidades" CHECK ("inspeccion_detalles"."exterior" >= 0 and "inspeccion_detalles"."exterior" < 100 and "inspeccion_detalles"."interior" >= 0 and "inspeccion_detalles"."interior" < 100 and ("inspeccion_detalles"."medio" is null or ("inspeccion_detalles"."medio" >= 0 and "inspeccion_detalles"."medio" < 100))),
	CONSTRAINT "inspeccion_detalles_accesibilidad" CHECK (("inspeccion_detalles"."accesibilidad" = 1 and "inspeccion_detalles"."motivo_inaccesibilidad" is null) or ("inspeccion_detalles"."accesibilidad" = 0 and "inspeccion_detalles"."motivo_inaccesibilidad" is not null and "inspeccion_detalles"."presion" = 0)),
	CONSTRAINT "inspeccion_detalles_tuercas" CHECK (("inspeccion_detalles"."tuercaestado" = 1 and "inspeccion_detalles"."tuercacantidad" is null) or ("inspeccion_detalles"."tuercaestado" between 2 and 6 and "inspeccion_detalles"."tuercacantidad" between 1 and 99)),
	CONSTRAINT "inspeccion_detalles_estado" CHECK ("inspeccion_detalles"."estado" between 1 and 4 and (("inspeccion_detalles"."estado" in (3, 4)) = ("inspeccion_detalles"."imagen" is not null))),
	CONSTRAINT "inspeccion_detalles_km" CHECK ("inspeccion_detalles"."km_inspeccion_parcial" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inspecciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_vehiculo" integer NOT NULL,
	"codigo" varchar(10),
	"fecha_inspeccion" date NOT NULL,
	"km_inspeccion" numeric(12, 2) NOT NULL,
	"id_planta" integer,
	"repuesto" smallint DEFAULT 0 NOT NULL,
	"portallantas" smallint DEFAULT 0 NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspecciones_km" CHECK ("inspecciones"."km_inspeccion" >= 0),
	CONSTRAINT "inspecciones_repuesto" CHECK ("inspecciones"."repuesto" in (0, 1)),
	CONSTRAINT "inspecciones_portallantas" CHECK ("inspecciones"."portallantas" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "motivos_inaccesibilidad" (
	"numero" smallint PRIMARY KEY NOT NULL,
	"dato" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipos_valvula" (
	"codigo" varchar(20) PRIMARY KEY NOT NULL,
	"dato" varchar(60) NOT NULL
);
--> statement-breakpoint
-- Before the foreign keys that point at it (drizzle-kit writes indexes last).
CREATE UNIQUE INDEX "inspecciones_cliente_id" ON "inspecciones" USING btree ("id_cliente","id");--> statement-breakpoint
ALTER TABLE "inspeccion_detalles" ADD CONSTRAINT "inspeccion_detalles_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspeccion_detalles" ADD CONSTRAINT "inspeccion_detalles_valvula_tipos_valvula_codigo_fk" FOREIGN KEY ("valvula") REFERENCES "public"."tipos_valvula"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspeccion_detalles" ADD CONSTRAINT "inspeccion_detalles_motivo_inaccesibilidad_motivos_inaccesibilidad_numero_fk" FOREIGN KEY ("motivo_inaccesibilidad") REFERENCES "public"."motivos_inaccesibilidad"("numero") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspeccion_detalles" ADD CONSTRAINT "inspeccion_detalles_imagen_imagenes_nombre_fk" FOREIGN KEY ("imagen") REFERENCES "public"."imagenes"("nombre") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspeccion_detalles" ADD CONSTRAINT "inspeccion_detalles_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspeccion_detalles" ADD CONSTRAINT "inspeccion_detalles_inspeccion_fk" FOREIGN KEY ("id_cliente","id_inspeccion") REFERENCES "public"."inspecciones"("id_cliente","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspeccion_detalles" ADD CONSTRAINT "inspeccion_detalles_vehiculo_fk" FOREIGN KEY ("id_cliente","id_vehiculo") REFERENCES "public"."vehiculos"("id_cliente","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspeccion_detalles" ADD CONSTRAINT "inspeccion_detalles_neumatico_fk" FOREIGN KEY ("id_cliente","id_neumatico") REFERENCES "public"."neumaticos"("id_cliente","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspecciones" ADD CONSTRAINT "inspecciones_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspecciones" ADD CONSTRAINT "inspecciones_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspecciones" ADD CONSTRAINT "inspecciones_vehiculo_fk" FOREIGN KEY ("id_cliente","id_vehiculo") REFERENCES "public"."vehiculos"("id_cliente","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspecciones" ADD CONSTRAINT "inspecciones_planta_fk" FOREIGN KEY ("id_cliente","id_planta") REFERENCES "public"."plantas"("id_cliente","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspeccion_detalles_clave" ON "inspeccion_detalles" USING btree ("id_cliente","clave");--> statement-breakpoint
CREATE UNIQUE INDEX "inspeccion_detalles_posicion" ON "inspeccion_detalles" USING btree ("id_inspeccion","ubicacion");--> statement-breakpoint
CREATE INDEX "inspeccion_detalles_cliente_neumatico" ON "inspeccion_detalles" USING btree ("id_cliente","id_neumatico","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "inspecciones_cliente_codigo" ON "inspecciones" USING btree ("id_cliente",lower("codigo")) WHERE "inspecciones"."codigo" is not null;--> statement-breakpoint
CREATE INDEX "inspecciones_cliente_id_desc" ON "inspecciones" USING btree ("id_cliente","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inspecciones_cliente_vehiculo_fecha" ON "inspecciones" USING btree ("id_cliente","id_vehiculo","fecha_inspeccion");--> statement-breakpoint
-- The inspection dialog's two catalogues (spec 2 §3: valve types codigo/dato, inaccessibility reasons
-- numero/dato); the spec names them without rows, these are ours.
INSERT INTO "tipos_valvula" ("codigo", "dato") VALUES
  ('CT', 'Con tapa'),
  ('ST', 'Sin tapa'),
  ('CTE', 'Con tapa y extensión'),
  ('STE', 'Sin tapa, con extensión'),
  ('VD', 'Válvula dañada');--> statement-breakpoint
INSERT INTO "motivos_inaccesibilidad" ("numero", "dato") VALUES
  (1, 'Válvula inaccesible'),
  (2, 'Sin extensión de válvula'),
  (3, 'El aro o el tapacubos impide el acceso'),
  (4, 'Llanta de repuesto no accesible'),
  (5, 'Otro motivo');
