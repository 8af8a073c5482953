DROP INDEX "neumaticos_cliente_creado";--> statement-breakpoint
DROP INDEX "neumaticos_cliente_dot";--> statement-breakpoint
DROP INDEX "neumaticos_cliente_estado";--> statement-breakpoint
DROP INDEX "neumaticos_cliente_fecha";--> statement-breakpoint
CREATE INDEX "vehiculos_placa_trgm" ON "vehiculos" USING gin ("placa" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehiculos_codigo_trgm" ON "vehiculos" USING gin ("codigo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "neumatico_costos_neumatico" ON "neumatico_costos" USING btree ("id_neumatico","costo_convertido");--> statement-breakpoint
CREATE INDEX "neumatico_historial_neumatico" ON "neumatico_historial" USING btree ("id_neumatico","fecha_instalacion");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_serie_orden" ON "neumaticos" USING btree ("id_cliente","num_serie" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_nuevo" ON "neumaticos" USING btree ("id_cliente","nuevo" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_reencauches" ON "neumaticos" USING btree ("id_cliente","cantidad_reencauche" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_rem_original" ON "neumaticos" USING btree ("id_cliente","remanente_original" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_rem_actual" ON "neumaticos" USING btree ("id_cliente","remanente_actual" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_presion" ON "neumaticos" USING btree ("id_cliente","presion_recomendada" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_unidad" ON "neumaticos" USING btree ("id_cliente","unidad_medida" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_k_recorridos" ON "neumaticos" USING btree ("id_cliente","k_recorridos" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_precio" ON "neumaticos" USING btree ("id_cliente","precio" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_id" ON "neumaticos" USING btree ("id_cliente","id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_modelo" ON "neumaticos" USING btree ("id_cliente","id_modelo");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_medida" ON "neumaticos" USING btree ("id_cliente","id_medida");--> statement-breakpoint
CREATE INDEX "neumaticos_serie_trgm" ON "neumaticos" USING gin ("num_serie" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "neumaticos_dot_trgm" ON "neumaticos" USING gin ("serie_cliente" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_creado" ON "neumaticos" USING btree ("id_cliente","created_at" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_dot" ON "neumaticos" USING btree ("id_cliente","serie_cliente" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_estado" ON "neumaticos" USING btree ("id_cliente","estado" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "neumaticos_cliente_fecha" ON "neumaticos" USING btree ("id_cliente","fecha_registro" NULLS FIRST,"id");