-- Older databases may hold two open installation records on one vehicle position, which the new partial unique
-- index refuses: keep the newest and void the others as installation errors (motivo 6, their km count 0),
-- their tyres back to ready (5), so the migration never stops on what the old rules let through.
WITH extra AS (
  SELECT h."id", h."id_neumatico" FROM "neumatico_historial" AS h
  WHERE h."km_retiro" IS NULL AND h."id_vehiculo" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "neumatico_historial" AS k
    WHERE k."km_retiro" IS NULL AND k."id_vehiculo" = h."id_vehiculo" AND k."ubicacion" = h."ubicacion" AND k."id" > h."id")
), closed AS (
  UPDATE "neumatico_historial" AS h SET "fecha_retiro" = h."fecha_instalacion", "km_retiro" = h."km_instalacion", "motivo_retiro" = 6
  FROM extra WHERE h."id" = extra."id" RETURNING h."id_neumatico"
)
UPDATE "neumaticos" SET "estado" = 5 WHERE "id" IN (SELECT "id_neumatico" FROM closed) AND "estado" = 3;--> statement-breakpoint
CREATE TABLE "motivos_scrap" (
	"id" serial PRIMARY KEY NOT NULL,
	"motivo" varchar(100) NOT NULL,
	CONSTRAINT "motivos_scrap_motivo_unique" UNIQUE("motivo")
);
--> statement-breakpoint
CREATE TABLE "neumatico_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_neumatico" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"fecha" date NOT NULL,
	"km" numeric(12, 1),
	"id_vehiculo" integer,
	"ubicacion" smallint,
	"estado_anterior" smallint,
	"estado" smallint NOT NULL,
	"motivo" smallint,
	"id_usuario" integer,
	"observacion" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neumatico_eventos_tipo" CHECK (tipo in ('registro', 'instalacion', 'retiro', 'envio_reparacion', 'envio_reencauche', 'reparacion', 'reencauche', 'scrap', 'correccion_km', 'inspeccion')),
	CONSTRAINT "neumatico_eventos_estado" CHECK ("neumatico_eventos"."estado" between 0 and 6),
	CONSTRAINT "neumatico_eventos_ubicacion" CHECK ("neumatico_eventos"."ubicacion" between 1 and 22)
);
--> statement-breakpoint
CREATE TABLE "neumatico_scrap" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_neumatico" integer NOT NULL,
	"id_motivo_scrap" integer NOT NULL,
	"fecha_scrap" date NOT NULL,
	"remanente_original" numeric(5, 2) NOT NULL,
	"remanente_final" numeric(5, 2) NOT NULL,
	"remanente_limite" numeric(5, 2) NOT NULL,
	"km_inicial" numeric(12, 1) DEFAULT '0' NOT NULL,
	"km_final" numeric(12, 1),
	"costo_vida" numeric(14, 4) DEFAULT '0' NOT NULL,
	"costo_perdido" numeric(14, 4) DEFAULT '0' NOT NULL,
	"id_vehiculo" integer,
	"motivo_retiro" smallint,
	"imagen1" varchar(255),
	"imagen2" varchar(255),
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neumatico_scrap_remanentes" CHECK ("neumatico_scrap"."remanente_limite" >= 0 and "neumatico_scrap"."remanente_original" > "neumatico_scrap"."remanente_limite" and "neumatico_scrap"."remanente_final" >= 0 and "neumatico_scrap"."remanente_final" <= "neumatico_scrap"."remanente_original"),
	CONSTRAINT "neumatico_scrap_km" CHECK ("neumatico_scrap"."km_inicial" >= 0 and "neumatico_scrap"."km_final" >= "neumatico_scrap"."km_inicial"),
	CONSTRAINT "neumatico_scrap_motivo_retiro" CHECK ("neumatico_scrap"."motivo_retiro" between 1 and 5),
	CONSTRAINT "neumatico_scrap_costos" CHECK ("neumatico_scrap"."costo_vida" >= 0 and "neumatico_scrap"."costo_perdido" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cliente_totales" (
	"id_cliente" integer PRIMARY KEY NOT NULL,
	"vehiculos" integer DEFAULT 0 NOT NULL,
	"neumaticos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cliente_totales_positivos" CHECK ("cliente_totales"."vehiculos" >= 0 and "cliente_totales"."neumaticos" >= 0)
);
--> statement-breakpoint
DROP INDEX "vehiculos_cliente_estado";--> statement-breakpoint
DROP INDEX "vehiculos_cliente_planta";--> statement-breakpoint
DROP INDEX "vehiculos_cliente_tipo";--> statement-breakpoint
DROP INDEX "vehiculos_cliente_marca";--> statement-breakpoint
DROP INDEX "vehiculos_cliente_modelo";--> statement-breakpoint
DROP INDEX "vehiculos_cliente_aplicacion";--> statement-breakpoint
DROP INDEX "vehiculos_cliente_configuracion";--> statement-breakpoint
DROP INDEX "neumaticos_cliente_marca";--> statement-breakpoint
DROP INDEX "neumaticos_cliente_modelo";--> statement-breakpoint
DROP INDEX "neumaticos_cliente_medida";--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD COLUMN "id_usuario" integer;--> statement-breakpoint
ALTER TABLE "neumaticos" ADD COLUMN "costo_acumulado" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "neumaticos" ADD COLUMN "km_recorrido" numeric(12, 1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "neumaticos" ADD COLUMN "remanente_final" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "neumaticos" ADD COLUMN "imagen_mal_estado" varchar(255);--> statement-breakpoint
ALTER TABLE "neumatico_eventos" ADD CONSTRAINT "neumatico_eventos_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_eventos" ADD CONSTRAINT "neumatico_eventos_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_eventos" ADD CONSTRAINT "neumatico_eventos_neumatico_fk" FOREIGN KEY ("id_cliente","id_neumatico") REFERENCES "public"."neumaticos"("id_cliente","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_eventos" ADD CONSTRAINT "neumatico_eventos_vehiculo_fk" FOREIGN KEY ("id_cliente","id_vehiculo") REFERENCES "public"."vehiculos"("id_cliente","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_scrap" ADD CONSTRAINT "neumatico_scrap_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_scrap" ADD CONSTRAINT "neumatico_scrap_id_motivo_scrap_motivos_scrap_id_fk" FOREIGN KEY ("id_motivo_scrap") REFERENCES "public"."motivos_scrap"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_scrap" ADD CONSTRAINT "neumatico_scrap_imagen1_imagenes_nombre_fk" FOREIGN KEY ("imagen1") REFERENCES "public"."imagenes"("nombre") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_scrap" ADD CONSTRAINT "neumatico_scrap_imagen2_imagenes_nombre_fk" FOREIGN KEY ("imagen2") REFERENCES "public"."imagenes"("nombre") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_scrap" ADD CONSTRAINT "neumatico_scrap_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_scrap" ADD CONSTRAINT "neumatico_scrap_neumatico_fk" FOREIGN KEY ("id_cliente","id_neumatico") REFERENCES "public"."neumaticos"("id_cliente","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_scrap" ADD CONSTRAINT "neumatico_scrap_vehiculo_fk" FOREIGN KEY ("id_cliente","id_vehiculo") REFERENCES "public"."vehiculos"("id_cliente","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_totales" ADD CONSTRAINT "cliente_totales_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "neumatico_eventos_cliente_neumatico" ON "neumatico_eventos" USING btree ("id_cliente","id_neumatico","id");--> statement-breakpoint
CREATE UNIQUE INDEX "neumatico_scrap_neumatico" ON "neumatico_scrap" USING btree ("id_cliente","id_neumatico");--> statement-breakpoint
CREATE INDEX "neumatico_scrap_cliente_fecha" ON "neumatico_scrap" USING btree ("id_cliente","fecha_scrap","id");--> statement-breakpoint
CREATE INDEX "neumatico_scrap_cliente_motivo" ON "neumatico_scrap" USING btree ("id_cliente","id_motivo_scrap");--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD CONSTRAINT "neumatico_historial_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumaticos" ADD CONSTRAINT "neumaticos_imagen_mal_estado_imagenes_nombre_fk" FOREIGN KEY ("imagen_mal_estado") REFERENCES "public"."imagenes"("nombre") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_estado_id" ON "vehiculos" USING btree ("id_cliente","estado","id");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_planta_id" ON "vehiculos" USING btree ("id_cliente","id_planta","id");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_tipo_id" ON "vehiculos" USING btree ("id_cliente","id_tipo","id");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_marca_id" ON "vehiculos" USING btree ("id_cliente","id_marca","id");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_modelo_id" ON "vehiculos" USING btree ("id_cliente","id_modelo","id");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_aplicacion_id" ON "vehiculos" USING btree ("id_cliente","ruta","id");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_configuracion_id" ON "vehiculos" USING btree ("id_cliente","id_configuracion","id");--> statement-breakpoint
CREATE UNIQUE INDEX "neumatico_historial_posicion_abierta" ON "neumatico_historial" USING btree ("id_vehiculo","ubicacion") WHERE "neumatico_historial"."km_retiro" is null;--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_costo" ON "neumaticos" USING btree ("id_cliente","costo_acumulado" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_marca_id" ON "neumaticos" USING btree ("id_cliente","id_marca","id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_modelo_id" ON "neumaticos" USING btree ("id_cliente","id_modelo","id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_medida_id" ON "neumaticos" USING btree ("id_cliente","id_medida","id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_disenio_id" ON "neumaticos" USING btree ("id_cliente","id_disenio","id");--> statement-breakpoint
ALTER TABLE "neumaticos" ADD CONSTRAINT "neumaticos_remanente_final" CHECK ("neumaticos"."remanente_final" >= 0);--> statement-breakpoint
INSERT INTO "motivos_scrap" ("motivo") VALUES
  ('DESGASTE FINAL'), ('CORTE EN BANDA DE RODAMIENTO'), ('CORTE EN FLANCO'), ('IMPACTO / ROTURA'),
  ('SEPARACIÓN DE BANDA'), ('SEPARACIÓN DE CAPAS'), ('DAÑO EN TALÓN'), ('RODADO CON BAJA PRESIÓN'),
  ('SOBRECALENTAMIENTO'), ('REPARACIÓN NO ADMISIBLE'), ('CASCO NO REENCAUCHABLE'), ('DESGASTE IRREGULAR');--> statement-breakpoint
-- Per-client totals (issue 9 item 2, docs/decisions/0025): statement triggers move the counter by the rows each
-- statement inserted or deleted, in its transaction, whoever sends it.
INSERT INTO "cliente_totales" ("id_cliente", "vehiculos", "neumaticos")
SELECT c."id",
  (SELECT count(*) FROM "vehiculos" AS v WHERE v."id_cliente" = c."id"),
  (SELECT count(*) FROM "neumaticos" AS n WHERE n."id_cliente" = c."id")
FROM "clientes" AS c;--> statement-breakpoint
CREATE FUNCTION "cliente_totales_mover"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'vehiculos' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO "cliente_totales" AS t ("id_cliente", "vehiculos")
      SELECT "id_cliente", count(*) FROM nuevas GROUP BY "id_cliente"
      ON CONFLICT ("id_cliente") DO UPDATE SET "vehiculos" = t."vehiculos" + excluded."vehiculos";
    ELSE
      UPDATE "cliente_totales" AS t SET "vehiculos" = t."vehiculos" - d."n"
      FROM (SELECT "id_cliente", count(*) AS "n" FROM viejas GROUP BY "id_cliente") AS d
      WHERE t."id_cliente" = d."id_cliente";
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      INSERT INTO "cliente_totales" AS t ("id_cliente", "neumaticos")
      SELECT "id_cliente", count(*) FROM nuevas GROUP BY "id_cliente"
      ON CONFLICT ("id_cliente") DO UPDATE SET "neumaticos" = t."neumaticos" + excluded."neumaticos";
    ELSE
      UPDATE "cliente_totales" AS t SET "neumaticos" = t."neumaticos" - d."n"
      FROM (SELECT "id_cliente", count(*) AS "n" FROM viejas GROUP BY "id_cliente") AS d
      WHERE t."id_cliente" = d."id_cliente";
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "vehiculos_totales_alta" AFTER INSERT ON "vehiculos" REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION "cliente_totales_mover"();--> statement-breakpoint
CREATE TRIGGER "vehiculos_totales_baja" AFTER DELETE ON "vehiculos" REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION "cliente_totales_mover"();--> statement-breakpoint
CREATE TRIGGER "neumaticos_totales_alta" AFTER INSERT ON "neumaticos" REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION "cliente_totales_mover"();--> statement-breakpoint
CREATE TRIGGER "neumaticos_totales_baja" AFTER DELETE ON "neumaticos" REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION "cliente_totales_mover"();--> statement-breakpoint
-- The tyre's running totals (issue 10 item 8): costo_acumulado = Σ costo_convertido of its cost events,
-- km_recorrido = Σ km of its closed installation records not voided as installation errors (domain.md §4, §5).
-- Statement triggers apply each statement's difference per tyre, so an import of 50 000 rows is one UPDATE.
UPDATE "neumaticos" AS n SET "costo_acumulado" = s."total"
FROM (SELECT "id_neumatico", sum("costo_convertido") AS "total" FROM "neumatico_costos" GROUP BY "id_neumatico") AS s
WHERE n."id" = s."id_neumatico";--> statement-breakpoint
UPDATE "neumaticos" AS n SET "km_recorrido" = s."total"
FROM (
  SELECT "id_neumatico", sum("km_retiro" - "km_instalacion") AS "total" FROM "neumatico_historial"
  WHERE "km_retiro" IS NOT NULL AND "motivo_retiro" IS DISTINCT FROM 6 GROUP BY "id_neumatico"
) AS s
WHERE n."id" = s."id_neumatico";--> statement-breakpoint
-- A trigger's transition tables exist only for its own event, so each event reads its own: an insert adds the
-- new rows, a delete subtracts the old ones, an update does both.
CREATE FUNCTION "neumaticos_costo_acumulado_mover"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "neumaticos" AS n SET "costo_acumulado" = n."costo_acumulado" + d."delta"
    FROM (SELECT "id_neumatico", sum("costo_convertido") AS "delta" FROM nuevas GROUP BY "id_neumatico") AS d
    WHERE n."id" = d."id_neumatico";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "neumaticos" AS n SET "costo_acumulado" = n."costo_acumulado" - d."delta"
    FROM (SELECT "id_neumatico", sum("costo_convertido") AS "delta" FROM viejas GROUP BY "id_neumatico") AS d
    WHERE n."id" = d."id_neumatico";
  ELSE
    UPDATE "neumaticos" AS n SET "costo_acumulado" = n."costo_acumulado" + d."delta"
    FROM (
      SELECT "id_neumatico", sum("delta") AS "delta" FROM (
        SELECT "id_neumatico", "costo_convertido" AS "delta" FROM nuevas
        UNION ALL SELECT "id_neumatico", -"costo_convertido" FROM viejas
      ) AS u GROUP BY "id_neumatico"
    ) AS d
    WHERE n."id" = d."id_neumatico" AND d."delta" <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "neumaticos_km_recorrido_mover"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "neumaticos" AS n SET "km_recorrido" = n."km_recorrido" + d."delta"
    FROM (
      SELECT "id_neumatico", sum("km_retiro" - "km_instalacion") AS "delta" FROM nuevas
      WHERE "km_retiro" IS NOT NULL AND "motivo_retiro" IS DISTINCT FROM 6 GROUP BY "id_neumatico"
    ) AS d
    WHERE n."id" = d."id_neumatico";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "neumaticos" AS n SET "km_recorrido" = n."km_recorrido" - d."delta"
    FROM (
      SELECT "id_neumatico", sum("km_retiro" - "km_instalacion") AS "delta" FROM viejas
      WHERE "km_retiro" IS NOT NULL AND "motivo_retiro" IS DISTINCT FROM 6 GROUP BY "id_neumatico"
    ) AS d
    WHERE n."id" = d."id_neumatico";
  ELSE
    UPDATE "neumaticos" AS n SET "km_recorrido" = n."km_recorrido" + d."delta"
    FROM (
      SELECT "id_neumatico", sum("delta") AS "delta" FROM (
        SELECT "id_neumatico", "km_retiro" - "km_instalacion" AS "delta" FROM nuevas
        WHERE "km_retiro" IS NOT NULL AND "motivo_retiro" IS DISTINCT FROM 6
        UNION ALL
        SELECT "id_neumatico", "km_instalacion" - "km_retiro" FROM viejas
        WHERE "km_retiro" IS NOT NULL AND "motivo_retiro" IS DISTINCT FROM 6
      ) AS u GROUP BY "id_neumatico"
    ) AS d
    WHERE n."id" = d."id_neumatico" AND d."delta" <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "neumatico_costos_total_alta" AFTER INSERT ON "neumatico_costos" REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION "neumaticos_costo_acumulado_mover"();--> statement-breakpoint
CREATE TRIGGER "neumatico_costos_total_baja" AFTER DELETE ON "neumatico_costos" REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION "neumaticos_costo_acumulado_mover"();--> statement-breakpoint
CREATE TRIGGER "neumatico_costos_total_cambio" AFTER UPDATE ON "neumatico_costos"
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION "neumaticos_costo_acumulado_mover"();--> statement-breakpoint
CREATE TRIGGER "neumatico_historial_km_alta" AFTER INSERT ON "neumatico_historial" REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION "neumaticos_km_recorrido_mover"();--> statement-breakpoint
CREATE TRIGGER "neumatico_historial_km_baja" AFTER DELETE ON "neumatico_historial" REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION "neumaticos_km_recorrido_mover"();--> statement-breakpoint
CREATE TRIGGER "neumatico_historial_km_cambio" AFTER UPDATE ON "neumatico_historial"
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION "neumaticos_km_recorrido_mover"();--> statement-breakpoint
-- Scrap is terminal (domain.md §3) and a tyre's events are append-only (architecture §6): the database refuses
-- the change whoever sends it, with a check_violation naming the rule (lib/db-errors.ts answers 409).
CREATE FUNCTION "neumaticos_scrap_terminal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a scrapped tyre cannot change state'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'neumaticos_scrap_terminal';
END $$;--> statement-breakpoint
CREATE TRIGGER "neumaticos_scrap_terminal" BEFORE UPDATE OF "estado" ON "neumaticos"
  FOR EACH ROW WHEN (OLD."estado" = 0 AND NEW."estado" <> 0)
  EXECUTE FUNCTION "neumaticos_scrap_terminal"();--> statement-breakpoint
CREATE FUNCTION "neumatico_eventos_solo_agregar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tyre events are append-only'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'neumatico_eventos_solo_agregar';
END $$;--> statement-breakpoint
CREATE TRIGGER "neumatico_eventos_solo_agregar" BEFORE UPDATE ON "neumatico_eventos"
  FOR EACH ROW EXECUTE FUNCTION "neumatico_eventos_solo_agregar"();
