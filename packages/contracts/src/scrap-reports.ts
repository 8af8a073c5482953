/** Scrap by reason and by brand (spec 3 §2.10, §3 Scrap by month, §7 reporte/scrapmotivoretiro, scrapmarca). */
export {};
