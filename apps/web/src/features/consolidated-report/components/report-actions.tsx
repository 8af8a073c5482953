import type { ConsolidatedPeriod, ConsolidatedReport } from '@huella/contracts';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useStoredSession } from '../../../lib/use-stored-session';
import { SendReportDialog } from '../../report-approval/components/send-report-dialog';
import { useSavePdf } from '../api/save-pdf';
import { PdfViewerDialog } from './pdf-viewer-dialog';

/** A PDF generated on this page, and the period it prints. */
export interface GeneratedPdf {
  uuid: string;
  period: ConsolidatedPeriod;
}

export const samePeriod = (a: ConsolidatedPeriod, b: ConsolidatedPeriod) =>
  a.year === b.year && a.month1 === b.month1 && a.month2 === b.month2;

/**
 * 'Generar PDF': the server builds the report of the period on screen and keeps it (reporte/savePdf); the viewer
 * opens on it. Building takes seconds, so the button shows its progress and cannot be pressed twice.
 */
export function GeneratePdfAction({
  clientId,
  report,
  onGenerated,
}: {
  clientId: number;
  report: ConsolidatedReport | null;
  onGenerated: (pdf: GeneratedPdf) => void;
}) {
  const { userId } = useStoredSession();
  const notify = useNotify();
  const save = useSavePdf();
  const [shown, setShown] = useState<string | null>(null);
  const generate = async () => {
    if (!report) return;
    const { year, month1, month2 } = report.periodo;
    const period = { year, month1, month2 };
    try {
      const answer = await save.mutateAsync({ clientId, userId, period });
      onGenerated({ uuid: answer.datos.uuid, period });
      setShown(answer.datos.uuid);
    } catch (error) {
      if (isApiError(error) && !error.handled) notify({ message: error.message, severity: 'error' });
    }
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PictureAsPdfOutlinedIcon />}
        disabled={!report}
        loading={save.isPending}
        loadingPosition="start"
        onClick={() => void generate()}
        sx={{ minHeight: 44 }}
      >
        {save.isPending ? 'Generando PDF…' : 'Generar PDF'}
      </Button>
      <PdfViewerDialog
        open={shown !== null}
        onClose={() => setShown(null)}
        uuid={shown}
        clientId={clientId}
      />
    </>
  );
}

/** 'Cargar reporte' shows only for stored roles 1 to 3 (spec 3 §2.5, §6); the server checks the grants. */
const MAY_SEND_UP_TO_ROLE = 3;

export interface ReportActionsProps {
  clientId: number;
  /** The report on screen; null while none (or another period's) is shown. */
  report: ConsolidatedReport | null;
  /** The uuid of the PDF generated on this page for this period, if any. */
  generatedUuid: string | null;
  /** After sending, the report is read again so its tracking label changes. */
  onSent: () => void;
}

/** 'Cargar reporte': sends the period's PDF for approval (report-approval's dialog). */
export function SendReportAction({ clientId, report, generatedUuid, onSent }: ReportActionsProps) {
  const { role } = useStoredSession();
  const [open, setOpen] = useState(false);
  if (role === null || role > MAY_SEND_UP_TO_ROLE) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<CloudUploadOutlinedIcon />}
        disabled={!report}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 44 }}
      >
        Cargar reporte
      </Button>
      {report && (
        <SendReportDialog
          open={open}
          onClose={() => setOpen(false)}
          clientId={clientId}
          year={report.periodo.year}
          month1={report.periodo.month1}
          month2={report.periodo.month2}
          estado={report.seguimiento.estado}
          idReporte={report.seguimiento.id_reporte}
          generatedUuid={generatedUuid}
          onSent={onSent}
        />
      )}
    </>
  );
}
