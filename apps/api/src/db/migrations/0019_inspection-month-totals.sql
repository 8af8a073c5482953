CREATE TABLE "inspeccion_totales_mes" (
	"id_cliente" integer NOT NULL,
	"mes" date NOT NULL,
	"id_marca" integer NOT NULL,
	"id_disenio" integer,
	"lecturas" integer NOT NULL,
	"suma_nsd" numeric(14, 2) NOT NULL,
	CONSTRAINT "inspeccion_totales_mes_clave" UNIQUE NULLS NOT DISTINCT("id_cliente","mes","id_marca","id_disenio"),
	CONSTRAINT "inspeccion_totales_mes_positivos" CHECK ("inspeccion_totales_mes"."lecturas" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inspeccion_detalles" ADD COLUMN "id_marca" integer;--> statement-breakpoint
ALTER TABLE "inspeccion_detalles" ADD COLUMN "id_disenio" integer;--> statement-breakpoint
ALTER TABLE "inspeccion_detalles" ADD COLUMN "fecha_inspeccion" date;--> statement-breakpoint
ALTER TABLE "inspeccion_totales_mes" ADD CONSTRAINT "inspeccion_totales_mes_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the reports group a reading by, kept on it (docs/decisions/0038): the tyre's brand, the design of the life
-- read (the tyre's own for its current life, else the one its purchase or retread gave that life) and the date
-- of its inspection (drafts have none).
UPDATE "inspeccion_detalles" AS d SET "id_marca" = n."id_marca",
  "id_disenio" = CASE WHEN d."vida" = n."cantidad_reencauche" THEN n."id_disenio" ELSE (
    SELECT c."id_disenio" FROM "neumatico_costos" c
    WHERE c."id_cliente" = d."id_cliente" AND c."id_neumatico" = d."id_neumatico" AND c."n_reencauche" = d."vida"
      AND c."motivo" IN (0, 1)
    ORDER BY c."id" DESC LIMIT 1) END
FROM "neumaticos" n
WHERE n."id_cliente" = d."id_cliente" AND n."id" = d."id_neumatico";--> statement-breakpoint
UPDATE "inspeccion_detalles" AS d SET "fecha_inspeccion" = i."fecha_inspeccion"
FROM "inspecciones" i
WHERE i."id_cliente" = d."id_cliente" AND i."id" = d."id_inspeccion";--> statement-breakpoint
INSERT INTO "inspeccion_totales_mes" ("id_cliente", "mes", "id_marca", "id_disenio", "lecturas", "suma_nsd")
SELECT "id_cliente", date_trunc('month', "fecha_inspeccion")::date, "id_marca", "id_disenio", count(*), sum("nsd")
FROM "inspeccion_detalles"
WHERE "fecha_inspeccion" IS NOT NULL AND "id_marca" IS NOT NULL
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Every finish (drafts get their date), date edit, deletion or cascade moves the month totals in the same
-- transaction. Removals are UPDATEs (a negative insert would trip the CHECK before the conflict is seen); keys go
-- in order so that two writers lock the rows they share in the same order.
CREATE OR REPLACE FUNCTION "inspeccion_totales_mover"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "inspeccion_totales_mes" AS t
    SET "lecturas" = t."lecturas" - v."lecturas", "suma_nsd" = t."suma_nsd" - v."suma_nsd"
    FROM (
      SELECT "id_cliente", date_trunc('month', "fecha_inspeccion")::date AS "mes", "id_marca", "id_disenio",
        count(*)::int AS "lecturas", sum("nsd") AS "suma_nsd"
      FROM viejas
      WHERE "fecha_inspeccion" IS NOT NULL AND "id_marca" IS NOT NULL
      GROUP BY 1, 2, 3, 4
    ) AS v
    WHERE t."id_cliente" = v."id_cliente" AND t."mes" = v."mes" AND t."id_marca" = v."id_marca"
      AND t."id_disenio" IS NOT DISTINCT FROM v."id_disenio";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "inspeccion_totales_mes" AS t ("id_cliente", "mes", "id_marca", "id_disenio", "lecturas", "suma_nsd")
    SELECT "id_cliente", date_trunc('month', "fecha_inspeccion")::date, "id_marca", "id_disenio", count(*), sum("nsd")
    FROM nuevas
    WHERE "fecha_inspeccion" IS NOT NULL AND "id_marca" IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("id_cliente", "mes", "id_marca", "id_disenio") DO UPDATE
      SET "lecturas" = t."lecturas" + excluded."lecturas", "suma_nsd" = t."suma_nsd" + excluded."suma_nsd";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inspeccion_detalles_totales_alta" AFTER INSERT ON "inspeccion_detalles"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "inspeccion_totales_mover"();--> statement-breakpoint
CREATE TRIGGER "inspeccion_detalles_totales_cambio" AFTER UPDATE ON "inspeccion_detalles"
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "inspeccion_totales_mover"();--> statement-breakpoint
CREATE TRIGGER "inspeccion_detalles_totales_baja" AFTER DELETE ON "inspeccion_detalles"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "inspeccion_totales_mover"();
