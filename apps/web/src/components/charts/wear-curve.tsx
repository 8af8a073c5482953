import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useId, useState } from 'react';
import { WearCurveChart } from './wear-curve-chart-lazy';
import type { WearCurveChartProps } from './wear-curve-types';
import { WearPointsTable } from './wear-points-table';

/** A wear curve with its 'Ver datos' table under it (the tyre and the vehicle wear curves). */
export function WearCurve({ heading, ...chart }: WearCurveChartProps & { heading: string }) {
  const [showData, setShowData] = useState(false);
  const dataId = useId();
  return (
    <>
      <WearCurveChart {...chart} />
      <Button
        size="small"
        startIcon={<TableChartOutlinedIcon />}
        aria-expanded={showData}
        aria-controls={dataId}
        onClick={() => setShowData((shown) => !shown)}
        sx={{ minHeight: 44 }}
      >
        {showData ? 'Ocultar datos' : 'Ver datos'}
      </Button>
      <Collapse in={showData} id={dataId} unmountOnExit>
        <WearPointsTable lines={chart.lines} distance={chart.distance} heading={heading} />
      </Collapse>
    </>
  );
}
