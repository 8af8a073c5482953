CREATE TABLE "acciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	CONSTRAINT "acciones_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY NOT NULL,
	"menu" varchar(100) NOT NULL,
	"tipo_menu" varchar(1) DEFAULT '0' NOT NULL,
	"id_menu" integer,
	"path" varchar(120),
	"icon" varchar(60),
	"acciones" varchar(120),
	"visible" boolean DEFAULT true NOT NULL,
	"sesion" varchar(12) DEFAULT 'client' NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permisos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_rol" integer NOT NULL,
	"id_menu" integer NOT NULL,
	"id_accion" integer NOT NULL,
	"name_permiso" varchar(30) DEFAULT '' NOT NULL,
	CONSTRAINT "permisos_rol_menu_accion" UNIQUE("id_rol","id_menu","id_accion")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"description" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "accesos_cliente" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_cliente" integer NOT NULL,
	"fecha_ingreso" timestamp with time zone DEFAULT now() NOT NULL,
	"ultima_actividad" timestamp with time zone DEFAULT now() NOT NULL,
	"segundos" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accesos_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_menu" integer NOT NULL,
	"id_submenu" integer DEFAULT 0 NOT NULL,
	"id_submenu_pagina" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiempos_usuario" (
	"id_usuario" integer NOT NULL,
	"fecha" date NOT NULL,
	"segundos" integer DEFAULT 0 NOT NULL,
	"ultima_actividad" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tiempos_usuario_id_usuario_fecha_pk" PRIMARY KEY("id_usuario","fecha")
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"razon_social" varchar(200) NOT NULL,
	"slug" varchar(15),
	"ruc" varchar(11),
	"id_sectors" integer,
	"direccion" varchar(255),
	"estado" boolean DEFAULT true NOT NULL,
	"costo" smallint DEFAULT 1 NOT NULL,
	"ruta_logo" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "sectors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "correos_salientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"para" varchar(150) NOT NULL,
	"asunto" varchar(200) NOT NULL,
	"texto" text NOT NULL,
	"enviado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intentos_login" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(150) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"exitoso" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recuperaciones_password" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recuperaciones_password_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sesiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	CONSTRAINT "sesiones_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "usuario_clientes" (
	"id_usuario" integer NOT NULL,
	"id_cliente" integer NOT NULL,
	CONSTRAINT "usuario_clientes_id_usuario_id_cliente_pk" PRIMARY KEY("id_usuario","id_cliente")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"apellidos" varchar(100) DEFAULT '' NOT NULL,
	"telefono" varchar(20),
	"email" varchar(150) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"role_id" integer NOT NULL,
	"imagen_firma" varchar(255),
	"cambiar_password" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_id_menu_menus_id_fk" FOREIGN KEY ("id_menu") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permisos" ADD CONSTRAINT "permisos_id_rol_roles_id_fk" FOREIGN KEY ("id_rol") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permisos" ADD CONSTRAINT "permisos_id_menu_menus_id_fk" FOREIGN KEY ("id_menu") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permisos" ADD CONSTRAINT "permisos_id_accion_acciones_id_fk" FOREIGN KEY ("id_accion") REFERENCES "public"."acciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accesos_cliente" ADD CONSTRAINT "accesos_cliente_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accesos_cliente" ADD CONSTRAINT "accesos_cliente_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accesos_menu" ADD CONSTRAINT "accesos_menu_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accesos_menu" ADD CONSTRAINT "accesos_menu_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiempos_usuario" ADD CONSTRAINT "tiempos_usuario_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_id_sectors_sectors_id_fk" FOREIGN KEY ("id_sectors") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recuperaciones_password" ADD CONSTRAINT "recuperaciones_password_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_clientes" ADD CONSTRAINT "usuario_clientes_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_clientes" ADD CONSTRAINT "usuario_clientes_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accesos_cliente_cliente" ON "accesos_cliente" USING btree ("id_cliente","fecha_ingreso");--> statement-breakpoint
CREATE INDEX "accesos_cliente_usuario" ON "accesos_cliente" USING btree ("id_usuario","fecha_ingreso");--> statement-breakpoint
CREATE INDEX "accesos_menu_cliente" ON "accesos_menu" USING btree ("id_cliente","created_at");--> statement-breakpoint
CREATE INDEX "intentos_login_email" ON "intentos_login" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "intentos_login_ip" ON "intentos_login" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "recuperaciones_usuario" ON "recuperaciones_password" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "sesiones_usuario" ON "sesiones" USING btree ("id_usuario","created_at");--> statement-breakpoint
CREATE INDEX "usuario_clientes_cliente" ON "usuario_clientes" USING btree ("id_cliente");