export interface InspectionPageProps {
  clientId: number;
  canAdd: boolean;
  canEdit: boolean;
}

/** 'Registro de inspección' (spec 2 §2). */
export function InspectionPage(_props: InspectionPageProps) {
  return null;
}
