CREATE INDEX "accesos_cliente_fecha" ON "accesos_cliente" USING btree ("fecha_ingreso","id");--> statement-breakpoint
CREATE INDEX "sesiones_fecha" ON "sesiones" USING btree ("created_at","id");