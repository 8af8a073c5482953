import {
  type ConsolidatedPeriod,
  type ConsolidatedRecommendation,
  RECOMMENDATION_MSG,
} from '@huella/contracts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import {
  useDeleteRecommendation,
  useRecommendationGrants,
  useStoreRecommendation,
} from '../api/recommendations';
import { RecommendationFormFields } from './recommendation-form';

export interface RecommendationsCardProps {
  clientId: number;
  period: ConsolidatedPeriod;
  recommendations: ConsolidatedRecommendation[];
  /** The period's report was approved: what was approved stays as it is (the API refuses changes too). */
  approved: boolean;
}

/**
 * 'Recomendaciones' (spec 3 §2.5): the technician's advice for the period, printed in the PDF in this order.
 * Add needs grant 2 on menu 80, edit and delete grant 3; the buttons of a missing grant are not shown.
 */
export function RecommendationsCard({
  clientId,
  period,
  recommendations,
  approved,
}: RecommendationsCardProps) {
  const notify = useNotify();
  const grants = useRecommendationGrants();
  const canAdd = grants.canAdd && !approved;
  const canEdit = grants.canEdit && !approved;
  const store = useStoreRecommendation(clientId);
  const remove = useDeleteRecommendation(clientId);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ConsolidatedRecommendation | null>(null);

  const save = async (id: number | null, descripcion: string) => {
    const answer = await store.mutateAsync({ period, id, descripcion });
    notify({ message: answer.message, severity: 'success' });
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      notify({ message: answer.message, severity: 'success' });
    } catch (error) {
      if (isApiError(error) && !error.handled) notify({ message: error.message, severity: 'error' });
    }
    setDeleting(null);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="recomendaciones-title" sx={{ p: 2 }}>
      <Typography id="recomendaciones-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Recomendaciones
      </Typography>
      {recommendations.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No hay recomendaciones para este periodo
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, mb: 2, pl: 3, display: 'grid', gap: 1 }}>
          {recommendations.map((item) => (
            <Box component="li" key={item.id}>
              {editing === item.id ? (
                <RecommendationFormFields
                  label="Editar recomendación"
                  submitLabel="Guardar"
                  initial={item.descripcion}
                  onSave={(descripcion) => save(item.id, descripcion)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <Typography
                    sx={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', py: 1.25 }}
                  >
                    {item.descripcion}
                  </Typography>
                  {canEdit && (
                    <Box sx={{ display: 'flex', flexShrink: 0 }}>
                      <Tooltip title="Editar">
                        <IconButton
                          aria-label={`Editar recomendación: ${item.descripcion.slice(0, 40)}`}
                          onClick={() => setEditing(item.id)}
                          sx={{ width: 44, height: 44 }}
                        >
                          <EditOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Eliminar">
                        <IconButton
                          aria-label={`Eliminar recomendación: ${item.descripcion.slice(0, 40)}`}
                          onClick={() => setDeleting(item)}
                          sx={{ width: 44, height: 44 }}
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  )}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
      {approved && (
        <Typography variant="body2" color="text.secondary">
          {RECOMMENDATION_MSG.aprobado}
        </Typography>
      )}
      {canAdd && (
        <RecommendationFormFields
          label="Nueva recomendación"
          submitLabel="Agregar"
          onSave={(descripcion) => save(null, descripcion)}
          resetOnSave
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar recomendación"
        message="¿Eliminar esta recomendación?"
        confirmLabel="Eliminar"
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
