-- Databases that ran before these constraints may hold what the races left (issue 8): the same exchange-rate
-- date twice and more than one active rate per client, sector names differing only in case. Keep one row of
-- each (the active rate, else the newest; the oldest sector, its clients moved to it). Cost events copy the
-- rate they used, so no row refers to a removed rate. Anything else a new constraint refuses stops the
-- migration with PostgreSQL's message naming the constraint and the offending key.
DELETE FROM "tipo_cambio" AS t
USING "tipo_cambio" AS k
WHERE k."id_cliente" = t."id_cliente" AND k."fecha" = t."fecha" AND k."id" <> t."id"
  AND (k."estado" = 1, k."id") > (t."estado" = 1, t."id");--> statement-breakpoint
UPDATE "tipo_cambio" AS t SET "estado" = 0
WHERE t."estado" = 1
  AND EXISTS (SELECT 1 FROM "tipo_cambio" AS k WHERE k."id_cliente" = t."id_cliente" AND k."estado" = 1 AND k."id" > t."id");--> statement-breakpoint
UPDATE "clientes" AS c SET "id_sectors" = k."id"
FROM "sectors" AS s, "sectors" AS k
WHERE c."id_sectors" = s."id" AND lower(k."name") = lower(s."name") AND k."id" < s."id"
  AND NOT EXISTS (SELECT 1 FROM "sectors" AS o WHERE lower(o."name") = lower(s."name") AND o."id" < k."id");--> statement-breakpoint
DELETE FROM "sectors" AS s
USING "sectors" AS k
WHERE lower(k."name") = lower(s."name") AND k."id" < s."id";--> statement-breakpoint
ALTER TABLE "acciones" DROP CONSTRAINT "acciones_name_unique";--> statement-breakpoint
ALTER TABLE "sectors" DROP CONSTRAINT "sectors_name_unique";--> statement-breakpoint
ALTER TABLE "suscripcion_fechas" DROP CONSTRAINT "suscripcion_fechas_id_suscripcion_suscripciones_id_fk";--> statement-breakpoint
ALTER TABLE "remanentes_aplicacion" DROP CONSTRAINT "remanentes_aplicacion_id_aplicacion_aplicaciones_id_fk";--> statement-breakpoint
ALTER TABLE "vehiculos" DROP CONSTRAINT "vehiculos_id_planta_plantas_id_fk";--> statement-breakpoint
ALTER TABLE "vehiculos" DROP CONSTRAINT "vehiculos_ruta_aplicaciones_id_fk";--> statement-breakpoint
ALTER TABLE "neumatico_costos" DROP CONSTRAINT "neumatico_costos_id_neumatico_neumaticos_id_fk";--> statement-breakpoint
ALTER TABLE "neumatico_historial" DROP CONSTRAINT "neumatico_historial_id_neumatico_neumaticos_id_fk";--> statement-breakpoint
DROP INDEX "tipo_cambio_cliente_fecha";--> statement-breakpoint
DROP INDEX "vehiculos_cliente_id";--> statement-breakpoint
DROP INDEX "neumaticos_cliente_id";--> statement-breakpoint
CREATE UNIQUE INDEX "acciones_nombre" ON "acciones" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "menus_path" ON "menus" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "sectors_nombre" ON "sectors" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "suscripciones_cliente_id" ON "suscripciones" USING btree ("id_cliente","id");--> statement-breakpoint
CREATE UNIQUE INDEX "plantas_cliente_id" ON "plantas" USING btree ("id_cliente","id");--> statement-breakpoint
CREATE UNIQUE INDEX "aplicaciones_cliente_id" ON "aplicaciones" USING btree ("id_cliente","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_cambio_cliente_activo" ON "tipo_cambio" USING btree ("id_cliente") WHERE "tipo_cambio"."estado" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "neumatico_historial_abierto" ON "neumatico_historial" USING btree ("id_neumatico") WHERE "neumatico_historial"."km_retiro" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_cambio_cliente_fecha" ON "tipo_cambio" USING btree ("id_cliente","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculos_cliente_id" ON "vehiculos" USING btree ("id_cliente","id");--> statement-breakpoint
CREATE UNIQUE INDEX "neumaticos_cliente_id" ON "neumaticos" USING btree ("id_cliente","id" NULLS FIRST);--> statement-breakpoint
ALTER TABLE "suscripcion_fechas" ADD CONSTRAINT "suscripcion_fechas_suscripcion_fk" FOREIGN KEY ("id_cliente","id_suscripcion") REFERENCES "public"."suscripciones"("id_cliente","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remanentes_aplicacion" ADD CONSTRAINT "remanentes_aplicacion_aplicacion_fk" FOREIGN KEY ("id_cliente","id_aplicacion") REFERENCES "public"."aplicaciones"("id_cliente","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_planta_fk" FOREIGN KEY ("id_cliente","id_planta") REFERENCES "public"."plantas"("id_cliente","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_aplicacion_fk" FOREIGN KEY ("id_cliente","ruta") REFERENCES "public"."aplicaciones"("id_cliente","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_costos" ADD CONSTRAINT "neumatico_costos_neumatico_fk" FOREIGN KEY ("id_cliente","id_neumatico") REFERENCES "public"."neumaticos"("id_cliente","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD CONSTRAINT "neumatico_historial_neumatico_fk" FOREIGN KEY ("id_cliente","id_neumatico") REFERENCES "public"."neumaticos"("id_cliente","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD CONSTRAINT "neumatico_historial_vehiculo_fk" FOREIGN KEY ("id_cliente","id_vehiculo") REFERENCES "public"."vehiculos"("id_cliente","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_tipo_menu" CHECK ("menus"."tipo_menu" in ('0', '1'));--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_sesion" CHECK ("menus"."sesion" in ('client', 'clientless'));--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_costo" CHECK ("clientes"."costo" in (1, 2));--> statement-breakpoint
ALTER TABLE "suscripciones" ADD CONSTRAINT "suscripciones_trial_period" CHECK ("suscripciones"."trial_period" in ('ACTIVO', 'VENCIDO', 'NO APLICA'));--> statement-breakpoint
ALTER TABLE "suscripciones" ADD CONSTRAINT "suscripciones_answer" CHECK ("suscripciones"."answer" in ('SI', 'NO'));--> statement-breakpoint
ALTER TABLE "vehiculo_configuracion_posiciones" ADD CONSTRAINT "vehiculo_configuracion_posiciones_id_ejes" CHECK ("vehiculo_configuracion_posiciones"."id_ejes" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "vehiculo_configuracion_posiciones" ADD CONSTRAINT "vehiculo_configuracion_posiciones_ubicacion" CHECK ("vehiculo_configuracion_posiciones"."ubicacion" between 1 and 22);--> statement-breakpoint
ALTER TABLE "vehiculo_configuracion_posiciones" ADD CONSTRAINT "vehiculo_configuracion_posiciones_posicion" CHECK ("vehiculo_configuracion_posiciones"."posicion" between 1 and 22);--> statement-breakpoint
ALTER TABLE "vehiculo_configuraciones" ADD CONSTRAINT "vehiculo_configuraciones_tipo_configuracion" CHECK ("vehiculo_configuraciones"."tipo_configuracion" in ('4x2', '4x4', '6x2', '6x4', '6x6', '8x4', '8x8', 'Remolcado'));--> statement-breakpoint
ALTER TABLE "tipo_cambio" ADD CONSTRAINT "tipo_cambio_estado" CHECK ("tipo_cambio"."estado" in (0, 1));--> statement-breakpoint
ALTER TABLE "tipo_cambio" ADD CONSTRAINT "tipo_cambio_valor" CHECK ("tipo_cambio"."valor" > 0);--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_tipo_costo" CHECK ("vehiculos"."tipo_costo" in (1, 2));--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_estado" CHECK ("vehiculos"."estado" in (0, 1));--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_kilometraje" CHECK ("vehiculos"."kilometraje" >= 0);--> statement-breakpoint
ALTER TABLE "criterios_aceptacion" ADD CONSTRAINT "criterios_aceptacion_costoindicador" CHECK ("criterios_aceptacion"."costoindicador" between 1 and 4);--> statement-breakpoint
ALTER TABLE "neumatico_costos" ADD CONSTRAINT "neumatico_costos_motivo" CHECK ("neumatico_costos"."motivo" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "neumatico_costos" ADD CONSTRAINT "neumatico_costos_tipo_moneda" CHECK ("neumatico_costos"."tipo_moneda" in (1, 2));--> statement-breakpoint
ALTER TABLE "neumatico_costos" ADD CONSTRAINT "neumatico_costos_nuevo" CHECK ("neumatico_costos"."nuevo" in (0, 1));--> statement-breakpoint
ALTER TABLE "neumatico_costos" ADD CONSTRAINT "neumatico_costos_n_reencauche" CHECK ("neumatico_costos"."n_reencauche" >= 0);--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD CONSTRAINT "neumatico_historial_motivo_retiro" CHECK ("neumatico_historial"."motivo_retiro" between 1 and 6);--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD CONSTRAINT "neumatico_historial_nuevo" CHECK ("neumatico_historial"."nuevo" in (0, 1));--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD CONSTRAINT "neumatico_historial_n_reencauche" CHECK ("neumatico_historial"."n_reencauche" >= 0);--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD CONSTRAINT "neumatico_historial_posicion" CHECK ("neumatico_historial"."posicion" between 1 and 22);--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD CONSTRAINT "neumatico_historial_ubicacion" CHECK ("neumatico_historial"."ubicacion" between 1 and 22);--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD CONSTRAINT "neumatico_historial_id_ejes" CHECK ("neumatico_historial"."id_ejes" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD CONSTRAINT "neumatico_historial_cierre" CHECK (("neumatico_historial"."fecha_retiro" is null) = ("neumatico_historial"."km_retiro" is null));--> statement-breakpoint
ALTER TABLE "neumatico_historial" ADD CONSTRAINT "neumatico_historial_km_retiro" CHECK ("neumatico_historial"."km_retiro" >= "neumatico_historial"."km_instalacion" and "neumatico_historial"."fecha_retiro" >= "neumatico_historial"."fecha_instalacion");--> statement-breakpoint
ALTER TABLE "neumaticos" ADD CONSTRAINT "neumaticos_estado" CHECK ("neumaticos"."estado" between 0 and 6);--> statement-breakpoint
ALTER TABLE "neumaticos" ADD CONSTRAINT "neumaticos_nuevo" CHECK ("neumaticos"."nuevo" in (0, 1));--> statement-breakpoint
ALTER TABLE "neumaticos" ADD CONSTRAINT "neumaticos_tipo_moneda" CHECK ("neumaticos"."tipo_moneda" in (1, 2));--> statement-breakpoint
ALTER TABLE "neumaticos" ADD CONSTRAINT "neumaticos_unidad_medida" CHECK ("neumaticos"."unidad_medida" in ('K', 'H'));--> statement-breakpoint
ALTER TABLE "neumaticos" ADD CONSTRAINT "neumaticos_cantidad_reencauche" CHECK ("neumaticos"."cantidad_reencauche" >= 0);
