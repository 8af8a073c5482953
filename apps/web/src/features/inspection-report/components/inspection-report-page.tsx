export interface InspectionReportPageProps {
  clientId: number;
  canAdd: boolean;
  canEdit: boolean;
}

/** 'Reporte de Inspecciones' (spec 2 §2). */
export function InspectionReportPage(_props: InspectionReportPageProps) {
  return null;
}
