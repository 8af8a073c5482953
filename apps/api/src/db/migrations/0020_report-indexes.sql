-- A reading written without what the reports group it by gets it from its tyre and its inspection (a writer of
-- ours always sets them: this covers imports, fixtures and hand-written SQL), so the CHECK below always holds.
CREATE OR REPLACE FUNCTION "inspeccion_detalles_agrupar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."id_marca" IS NULL THEN
    SELECT n."id_marca", n."id_disenio" INTO NEW."id_marca", NEW."id_disenio"
    FROM "neumaticos" n WHERE n."id_cliente" = NEW."id_cliente" AND n."id" = NEW."id_neumatico";
  END IF;
  IF NEW."id_inspeccion" IS NOT NULL AND NEW."fecha_inspeccion" IS NULL THEN
    SELECT i."fecha_inspeccion" INTO NEW."fecha_inspeccion"
    FROM "inspecciones" i WHERE i."id_cliente" = NEW."id_cliente" AND i."id" = NEW."id_inspeccion";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "inspeccion_detalles_agrupar" BEFORE INSERT OR UPDATE ON "inspeccion_detalles"
  FOR EACH ROW EXECUTE FUNCTION "inspeccion_detalles_agrupar"();--> statement-breakpoint
ALTER TABLE "inspeccion_detalles" ADD CONSTRAINT "inspeccion_detalles_agrupacion" CHECK ("inspeccion_detalles"."id_marca" is not null and ("inspeccion_detalles"."id_inspeccion" is null) = ("inspeccion_detalles"."fecha_inspeccion" is null));--> statement-breakpoint
-- The report layer's reads (issue 13, bench/README.md): the home dashboard counts the client's tyres out of scrap
-- by brand, model, design, size and condition from the index alone; the cost indicator reads only the client's
-- open installation records; the retread indices read the year's retread events.
CREATE INDEX "neumaticos_cliente_tablero" ON "neumaticos" ("id_cliente", "estado")
  INCLUDE ("id_marca", "id_modelo", "id_disenio", "id_medida", "nuevo");--> statement-breakpoint
CREATE INDEX "neumatico_historial_cliente_abierto" ON "neumatico_historial" ("id_cliente", "id_neumatico")
  INCLUDE ("id_vehiculo", "km_instalacion") WHERE "km_retiro" IS NULL;--> statement-breakpoint
CREATE INDEX "neumatico_costos_cliente_reencauche" ON "neumatico_costos" ("id_cliente", "fecha", "id_neumatico")
  WHERE "motivo" = 1;
