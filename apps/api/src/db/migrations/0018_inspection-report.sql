ALTER TABLE "cliente_totales" DROP CONSTRAINT "cliente_totales_positivos";--> statement-breakpoint
ALTER TABLE "cliente_totales" ADD COLUMN "inspecciones" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "inspecciones_cliente_fecha" ON "inspecciones" USING btree ("id_cliente","fecha_inspeccion","id");--> statement-breakpoint
CREATE INDEX "inspecciones_cliente_km" ON "inspecciones" USING btree ("id_cliente","km_inspeccion","id");--> statement-breakpoint
CREATE INDEX "inspecciones_cliente_codigo_orden" ON "inspecciones" USING btree ("id_cliente","codigo","id");--> statement-breakpoint
CREATE INDEX "inspecciones_codigo_trgm" ON "inspecciones" USING gin ("codigo" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "cliente_totales" ADD CONSTRAINT "cliente_totales_positivos" CHECK ("cliente_totales"."vehiculos" >= 0 and "cliente_totales"."neumaticos" >= 0 and "cliente_totales"."inspecciones" >= 0);--> statement-breakpoint
-- Finished inspections join the per-client totals (docs/decisions/0025): the report's title and its pages
-- without a search read the count in O(1) instead of counting 144 000 rows a request at the bench scale.
UPDATE "cliente_totales" AS t SET "inspecciones" = c."n"
FROM (SELECT "id_cliente", count(*) AS "n" FROM "inspecciones" GROUP BY "id_cliente") AS c
WHERE t."id_cliente" = c."id_cliente";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cliente_totales_mover"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSIF TG_TABLE_NAME = 'neumaticos' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO "cliente_totales" AS t ("id_cliente", "neumaticos")
      SELECT "id_cliente", count(*) FROM nuevas GROUP BY "id_cliente"
      ON CONFLICT ("id_cliente") DO UPDATE SET "neumaticos" = t."neumaticos" + excluded."neumaticos";
    ELSE
      UPDATE "cliente_totales" AS t SET "neumaticos" = t."neumaticos" - d."n"
      FROM (SELECT "id_cliente", count(*) AS "n" FROM viejas GROUP BY "id_cliente") AS d
      WHERE t."id_cliente" = d."id_cliente";
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      INSERT INTO "cliente_totales" AS t ("id_cliente", "inspecciones")
      SELECT "id_cliente", count(*) FROM nuevas GROUP BY "id_cliente"
      ON CONFLICT ("id_cliente") DO UPDATE SET "inspecciones" = t."inspecciones" + excluded."inspecciones";
    ELSE
      UPDATE "cliente_totales" AS t SET "inspecciones" = t."inspecciones" - d."n"
      FROM (SELECT "id_cliente", count(*) AS "n" FROM viejas GROUP BY "id_cliente") AS d
      WHERE t."id_cliente" = d."id_cliente";
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inspecciones_totales_alta" AFTER INSERT ON "inspecciones" REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION "cliente_totales_mover"();--> statement-breakpoint
CREATE TRIGGER "inspecciones_totales_baja" AFTER DELETE ON "inspecciones" REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION "cliente_totales_mover"();
