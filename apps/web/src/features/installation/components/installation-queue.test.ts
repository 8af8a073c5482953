import type { InstallableTyre, PositionRecord } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import {
  actionForSlot,
  EMPTY_QUEUE,
  isQueueEmpty,
  isTyreQueued,
  type OccupiedPosition,
  type QueuedInstall,
  type QueuedRemoval,
  queueInstall,
  queueRemoval,
  slotStateOf,
  toStoreRequest,
  unqueueInstall,
  unqueueRemoval,
} from './installation-queue';

const tyre = (id: number): InstallableTyre => ({
  id,
  num_serie: `TA${id}`,
  serie_cliente: '-',
  marca: 'MICHELIN',
  modelo: 'X MULTI',
  medida: '295/80R22.5',
  disenio: '-',
  estado: 1,
  estado_descripcion: 'Listo para instalar',
  nuevo: 1,
  cantidad_reencauche: 0,
  vida: 'N',
  remanente_actual: 18,
  remanente_original: 18,
  unidad_medida: 'K',
});
const free = (ubicacion: number, posicion = ubicacion): PositionRecord => ({
  posicion,
  ubicacion,
  id_ejes: 1,
  id_neumaticos: '-',
  id_historial: null,
  num_serie: null,
  fecha_instalacion: null,
  km_instalacion: null,
});
const occupied = (ubicacion: number, idHistorial: number): OccupiedPosition => ({
  posicion: ubicacion,
  ubicacion,
  id_ejes: 2,
  id_neumaticos: 500 + idHistorial,
  id_historial: idHistorial,
  num_serie: `OLD${idHistorial}`,
  fecha_instalacion: '2026-01-10',
  km_instalacion: 100_000,
});
const install = (tyreId: number, ubicacion: number): QueuedInstall => ({
  tyre: tyre(tyreId),
  ubicacion,
  posicion: ubicacion,
  id_ejes: 1,
  fecha_instalacion: '2026-03-01',
  km_instalacion: 120_000,
  observacion: 'nuevo',
});
const removal = (position: OccupiedPosition, motivo = 1): QueuedRemoval => ({
  position,
  fecha_instalacion: position.fecha_instalacion ?? '',
  km_instalacion: position.km_instalacion ?? 0,
  fecha_retiro: '2026-03-01',
  km_retiro: 120_000,
  motivo_retiro: motivo,
  observacion: null,
});

describe('installation queue (spec 2 §4)', () => {
  it('a tyre then an empty position opens the install dialog; without a tyre, a hint', () => {
    const state = slotStateOf(free(1), EMPTY_QUEUE);
    expect(state.kind).toBe('empty');
    expect(actionForSlot(state, tyre(7))).toEqual({ kind: 'openInstall', position: free(1), tyre: tyre(7) });
    expect(actionForSlot(state, null)).toEqual({ kind: 'pickTyreFirst' });
  });

  it('a position holding a tyre from history opens the removal dialog, whatever tyre is picked', () => {
    const position = occupied(3, 41);
    const state = slotStateOf(position, EMPTY_QUEUE);
    expect(state.kind).toBe('installed');
    expect(actionForSlot(state, tyre(7))).toEqual({ kind: 'openRemoval', position });
    expect(actionForSlot(state, null)).toEqual({ kind: 'openRemoval', position });
  });

  it('a queued tyre’s position takes it back out; the tyre is disabled in the list only while queued', () => {
    let queue = queueInstall(EMPTY_QUEUE, install(7, 1));
    expect(isTyreQueued(queue, 7)).toBe(true);
    expect(isTyreQueued(queue, 8)).toBe(false);
    const state = slotStateOf(free(1), queue);
    expect(state.kind).toBe('queued');
    const action = actionForSlot(state, tyre(8));
    expect(action).toEqual({ kind: 'unqueueInstall', ubicacion: 1 });
    queue = unqueueInstall(queue, 1);
    expect(isTyreQueued(queue, 7)).toBe(false);
    expect(isQueueEmpty(queue)).toBe(true);
  });

  it('one tyre per position and one position per tyre: queueing again replaces', () => {
    let queue = queueInstall(EMPTY_QUEUE, install(7, 1));
    queue = queueInstall(queue, install(8, 1));
    expect(queue.installs.map((entry) => [entry.tyre.id, entry.ubicacion])).toEqual([[8, 1]]);
    queue = queueInstall(queue, install(8, 2));
    expect(queue.installs.map((entry) => [entry.tyre.id, entry.ubicacion])).toEqual([[8, 2]]);
  });

  it('a removal frees its slot for a new tyre; undoing the removal drops what was queued onto it', () => {
    const position = occupied(3, 41);
    let queue = queueRemoval(EMPTY_QUEUE, removal(position));
    let state = slotStateOf(position, queue);
    expect(state.kind).toBe('removing');
    expect(actionForSlot(state, null)).toEqual({ kind: 'unqueueRemoval', id_historial: 41 });
    expect(actionForSlot(state, tyre(9))).toEqual({ kind: 'openInstall', position, tyre: tyre(9) });
    queue = queueInstall(queue, install(9, 3));
    state = slotStateOf(position, queue);
    expect(state).toMatchObject({ kind: 'queued', removal: { motivo_retiro: 1 } });
    // Picking it now only takes the new tyre back; the removal stays.
    expect(actionForSlot(state, null)).toEqual({ kind: 'unqueueInstall', ubicacion: 3 });
    const withoutInstall = unqueueInstall(queue, 3);
    expect(withoutInstall.removals).toHaveLength(1);
    expect(unqueueRemoval(queue, 41)).toEqual(EMPTY_QUEUE);
  });

  it('queueing a removal twice keeps the latest reason', () => {
    const position = occupied(3, 41);
    const queue = queueRemoval(queueRemoval(EMPTY_QUEUE, removal(position, 1)), removal(position, 3));
    expect(queue.removals.map((entry) => entry.motivo_retiro)).toEqual([3]);
  });

  it('builds the save’s body with the spec’s entries', () => {
    const position = occupied(3, 41);
    const queue = queueInstall(queueRemoval(EMPTY_QUEUE, removal(position, 3)), install(9, 3));
    const body = toStoreRequest(queue, {
      clientId: 1,
      vehicleId: 12,
      tipoCosto: 1,
      fecha: '2026-03-01',
      kilometros: 120_000,
    });
    expect(body).toEqual({
      id_cliente: 1,
      id_vehiculo: 12,
      tipo_costo: 1,
      fecha: '2026-03-01',
      kilometros: 120_000,
      neumaticosretirados: [
        {
          id_neumaticos: 541,
          id_historial: 41,
          num_serie: 'OLD41',
          fecha_instalacion: '2026-01-10',
          km_instalacion: 100_000,
          posicion: 3,
          ubicacion: 3,
          id_ejes: 2,
          fecha_retiro: '2026-03-01',
          km_retiro: 120_000,
          motivo_retiro: 3,
          observacion: null,
        },
      ],
      neumaticosinstalados: [
        {
          id_neumaticos: 9,
          num_serie: 'TA9',
          posicion: 3,
          ubicacion: 3,
          id_ejes: 1,
          fecha_instalacion: '2026-03-01',
          km_instalacion: 120_000,
          observacion: 'nuevo',
        },
      ],
    });
  });
});
