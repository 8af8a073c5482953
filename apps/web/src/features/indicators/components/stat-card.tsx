import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface Stat {
  label: string;
  value: string;
}

/** The year's figure, large, with the sums it comes from beside it. */
export function StatCard({
  title,
  main,
  unit,
  stats,
}: {
  title: string;
  main: string;
  unit?: string;
  stats: Stat[];
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 2.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 2, md: 4 } }}
    >
      <Box sx={{ minWidth: 200 }}>
        <Typography variant="overline" color="text.secondary" component="h2" sx={{ lineHeight: 1.5 }}>
          {title}
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: 32, fontWeight: 600, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
        >
          {main}
          {unit && (
            <Typography component="span" color="text.secondary" sx={{ fontSize: 16, fontWeight: 500, ml: 1 }}>
              {unit}
            </Typography>
          )}
        </Typography>
      </Box>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 4 }, m: 0 }}>
        {stats.map((stat) => (
          <Box key={stat.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {stat.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {stat.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
