import {
  etlExportRequest,
  type EtlExportRequest,
  MARKETING_CONDITION,
  MARKETING_CONDITIONS,
  MSG,
} from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { formatCount } from '../../../components/charts';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { PageTitle } from '../../../components/page-title';
import { ReportCard } from '../../../components/reports/report-card';
import { PAGE_LAYOUT, ReportAnswer } from '../../../components/reports/report-controls';
import { useSpreadsheetExport } from '../../../components/use-spreadsheet-export';
import { useAppForm } from '../../../lib/use-app-form';
import { exportEtlInspections } from '../api/export-etl-inspections';
import { useInspectionsByClient } from '../api/get-inspections-by-client';
import { InspectionsByClientTable } from './inspections-by-client-table';

/** What the form holds: dates as YYYY-MM-DD ('' until chosen), the condition code. */
interface EtlFormValues {
  fechainicio: string;
  fechafin: string;
  condicion: number;
}

const etlResolver = zodResolver(etlExportRequest) as unknown as Resolver<
  EtlFormValues,
  unknown,
  EtlExportRequest
>;

// Spec 3 §2.18: the ETL export offers only Reencauchado.
const CONDITIONS = MARKETING_CONDITIONS.filter(
  (condition) => condition.id === MARKETING_CONDITION.reencauchado,
);

// The period is the user's choice each time (an extraction is agreed per period): both dates start empty.
const INITIAL: EtlFormValues = { fechainicio: '', fechafin: '', condicion: MARKETING_CONDITION.reencauchado };

/**
 * '/marketing' (spec 3 §2.18, §5): the ETL export of the market's inspections, one row per reading of a
 * retreaded tyre in the period. Both dates are required ('La fecha de inicio es requerido', 'La fecha de fin es
 * requerido'); 'Exportar' shows 'Exportando Inspecciones...' while the file streams, then 'Archivo exportado
 * correctamente'. 'Consultar' first tells, per client, what the file will hold (etl/inspeccionesxcliente): a
 * long period of the whole market is worth knowing before waiting for it.
 */
export function EtlExportPage() {
  const { control, handleSubmit } = useAppForm<EtlFormValues, unknown, EtlExportRequest>({
    resolver: etlResolver,
    defaultValues: INITIAL,
  });
  const [consulted, setConsulted] = useState<EtlExportRequest | null>(null);
  const preview = useInspectionsByClient(consulted);
  const exporter = useSpreadsheetExport('Exportando Inspecciones...');
  const handleExport = handleSubmit((filter) => exporter.run(() => exportEtlInspections(filter)));

  return (
    <Box sx={PAGE_LAYOUT}>
      <PageTitle
        title="Exportación ETL de inspecciones"
        subtitle="Excel con cada lectura de neumáticos reencauchados en las inspecciones finalizadas del periodo"
      />
      <ReportCard title="Inspecciones por condición del neumático">
        <Box
          component="form"
          aria-label="Exportación ETL de inspecciones"
          noValidate
          onSubmit={(event) => void handleSubmit(setConsulted)(event)}
          sx={{
            display: 'grid',
            gap: 2,
            // Three fields and both buttons on one row from a laptop up; wrapped on a tablet.
            gridTemplateColumns: {
              xs: 'repeat(auto-fill, minmax(210px, 1fr))',
              md: 'repeat(3, minmax(170px, 1fr)) auto',
            },
            alignItems: 'start',
          }}
        >
          <FormDateField control={control} name="fechainicio" label="Fecha de inicio" required />
          <FormDateField control={control} name="fechafin" label="Fecha de fin" required />
          <FormTextField select control={control} name="condicion" label="Condición" required>
            {CONDITIONS.map((condition) => (
              <MenuItem key={condition.id} value={condition.id} sx={{ minHeight: 44 }}>
                {condition.descripcion}
              </MenuItem>
            ))}
          </FormTextField>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
            <Button type="submit" variant="outlined" startIcon={<SearchIcon />} sx={{ minHeight: 56 }}>
              Consultar
            </Button>
            <Button
              variant="contained"
              startIcon={<FileDownloadIcon />}
              disabled={exporter.isPending}
              onClick={(event) => void handleExport(event)}
              sx={{ minHeight: 56 }}
            >
              Exportar
            </Button>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Una fila por lectura: cliente, sector, fecha de inspección, vehículo, posición y el neumático con su
          reencauchadora y remanentes. Un periodo largo puede tardar unos minutos en descargarse.
        </Typography>
      </ReportCard>
      {consulted && (
        <ReportAnswer
          query={preview}
          emptyText={(answer) => (answer.total === 0 ? (answer.mensaje ?? MSG.noHayDatos) : null)}
        >
          {(answer) => (
            <ReportCard
              title="Inspecciones por cliente"
              subtitle={`${formatCount(answer.total)} inspecciones · ${formatCount(answer.lecturas)} lecturas a exportar`}
            >
              <InspectionsByClientTable answer={answer} />
            </ReportCard>
          )}
        </ReportAnswer>
      )}
    </Box>
  );
}
