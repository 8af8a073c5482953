/** Scrap losses (spec 3 §2.11, §3 Scrap loss row, §5, §7 reporte/perdidasscrap; domain.md §11). */
export {};
