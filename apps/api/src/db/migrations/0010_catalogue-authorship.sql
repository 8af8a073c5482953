ALTER TABLE "vehiculo_configuraciones" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "vehiculo_configuraciones" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "vehiculo_marcas" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "vehiculo_marcas" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "vehiculo_modelos" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "vehiculo_modelos" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "vehiculo_tipos" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "vehiculo_tipos" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "empresas_reencauche" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "empresas_reencauche" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "neumatico_disenios" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "neumatico_disenios" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "neumatico_marcas" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "neumatico_marcas" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "neumatico_medidas" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "neumatico_medidas" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "neumatico_modelos" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "neumatico_modelos" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "vehiculo_configuraciones" ADD CONSTRAINT "vehiculo_configuraciones_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo_configuraciones" ADD CONSTRAINT "vehiculo_configuraciones_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo_marcas" ADD CONSTRAINT "vehiculo_marcas_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo_marcas" ADD CONSTRAINT "vehiculo_marcas_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo_modelos" ADD CONSTRAINT "vehiculo_modelos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo_modelos" ADD CONSTRAINT "vehiculo_modelos_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo_tipos" ADD CONSTRAINT "vehiculo_tipos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculo_tipos" ADD CONSTRAINT "vehiculo_tipos_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas_reencauche" ADD CONSTRAINT "empresas_reencauche_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas_reencauche" ADD CONSTRAINT "empresas_reencauche_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_disenios" ADD CONSTRAINT "neumatico_disenios_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_disenios" ADD CONSTRAINT "neumatico_disenios_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_marcas" ADD CONSTRAINT "neumatico_marcas_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_marcas" ADD CONSTRAINT "neumatico_marcas_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_medidas" ADD CONSTRAINT "neumatico_medidas_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_medidas" ADD CONSTRAINT "neumatico_medidas_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_modelos" ADD CONSTRAINT "neumatico_modelos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neumatico_modelos" ADD CONSTRAINT "neumatico_modelos_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;