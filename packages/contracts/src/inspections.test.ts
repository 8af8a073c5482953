import { describe, expect, it } from 'vitest';
import {
  INSPECTION_MSG,
  inspectionHeaderForm,
  partialInspectionForm,
  SEPARATION_NOT_APPLICABLE,
  type PartialInspectionInput,
} from './inspections';

/** A complete, valid reading of a drive-axle tyre, to vary one rule at a time. */
const READING: PartialInspectionInput = {
  id_ejes: 2,
  tipo_presion: 'PSI',
  presion: '110',
  valvula: '1',
  accesibilidad: 1,
  motivo_inaccesibilidad: null,
  exterior: '12.5',
  medio: '',
  interior: '12',
  resultado: [],
  separaciond: 'Sep. Entre Duales- Ok',
  otros: [],
  desgirregular: [],
  parareparar: [],
  fallasflanco: [],
  tuercaestado: 1,
  tuercacantidad: '',
  estado: 1,
  recomendacion: '',
  ruta: null,
};

/** The messages of a reading, by field. */
function messages(input: Partial<PartialInspectionInput>, context = {}) {
  const result = partialInspectionForm(context).safeParse({ ...READING, ...input });
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

describe('the per-tyre inspection reading (spec 2 §4–§5)', () => {
  it('accepts a complete reading and reads numbers typed as text', () => {
    const parsed = partialInspectionForm().parse(READING);
    expect(parsed).toMatchObject({
      presion: 110,
      exterior: 12.5,
      interior: 12,
      medio: undefined,
      tuercacantidad: null,
    });
  });

  it('names each required field with the spec’s message', () => {
    const result = messages({
      id_ejes: '',
      presion: '',
      valvula: '',
      accesibilidad: '',
      tuercaestado: '',
      exterior: '',
      interior: '',
    });
    expect(result).toMatchObject({
      id_ejes: [INSPECTION_MSG.ejeRequerido],
      presion: [INSPECTION_MSG.presionRequerida],
      valvula: [INSPECTION_MSG.tapaRequerida],
      accesibilidad: [INSPECTION_MSG.accesibilidadRequerida],
      tuercaestado: [INSPECTION_MSG.tuercaRequerida],
      exterior: [INSPECTION_MSG.izquierdaRequerida],
      interior: [INSPECTION_MSG.derechaRequerida],
    });
  });

  it('limits pressure to 0–160 and tread below 100 mm, and says when a number is not one', () => {
    expect(messages({ presion: '161' }).presion).toEqual([INSPECTION_MSG.presionMaxima]);
    expect(messages({ presion: '160' })).toEqual({});
    expect(messages({ exterior: '100' }).exterior).toEqual(['Profundidad izquierda debe ser menor a 100']);
    expect(messages({ interior: '99.99' })).toEqual({});
    expect(messages({ medio: 'abc' }).medio).toEqual([INSPECTION_MSG.numeroInvalido]);
    expect(messages({ exterior: '12.345' }).exterior).toEqual([INSPECTION_MSG.numeroInvalido]);
  });

  it('on the steering axle allows no duals', () => {
    expect(messages({ id_ejes: 1 })).toMatchObject({ separaciond: expect.any(Array) });
    expect(
      messages({ id_ejes: 1, resultado: ['Diseño'], separaciond: SEPARATION_NOT_APPLICABLE }),
    ).toMatchObject({
      resultado: expect.any(Array),
    });
    expect(
      messages({ id_ejes: 1, resultado: ['No Aplica'], separaciond: SEPARATION_NOT_APPLICABLE }),
    ).toEqual({});
  });

  it('without accessibility asks the reason and takes pressure 0; with it, the reason is cleared', () => {
    expect(messages({ accesibilidad: 0, presion: '0' }).motivo_inaccesibilidad).toEqual([
      INSPECTION_MSG.motivoRequerido,
    ]);
    expect(messages({ accesibilidad: 0, presion: '80', motivo_inaccesibilidad: 2 }).presion).toBeDefined();
    expect(messages({ accesibilidad: 0, presion: '0', motivo_inaccesibilidad: 2 })).toEqual({});
    const accessible = partialInspectionForm().parse({ ...READING, motivo_inaccesibilidad: 2 });
    expect(accessible.motivo_inaccesibilidad).toBeNull();
  });

  it('asks the nut quantity unless the nuts are OK, and clears it when they are', () => {
    expect(messages({ tuercaestado: 3 }).tuercacantidad).toEqual([INSPECTION_MSG.tuercasRequeridas]);
    expect(messages({ tuercaestado: 3, tuercacantidad: '2' })).toEqual({});
    expect(partialInspectionForm().parse({ ...READING, tuercacantidad: '4' }).tuercacantidad).toBeNull();
  });

  it('a ticked observation requires its selection', () => {
    expect(messages({ otros: ['Desg. Irregular'] }).desgirregular).toEqual([
      INSPECTION_MSG.desgasteIrregular,
    ]);
    expect(messages({ otros: ['Lista para Reparar'] }).parareparar).toEqual([INSPECTION_MSG.paraReparar]);
    expect(messages({ otros: ['Fallas en el flanco'] }).fallasflanco).toEqual([INSPECTION_MSG.fallaFlanco]);
    expect(messages({ otros: ['Aro Defectuoso'] })).toEqual({});
    const parsed = partialInspectionForm().parse({
      ...READING,
      otros: ['Desg. Irregular', 'Fallas en el flanco'],
      desgirregular: [16, 17],
      fallasflanco: [3],
      parareparar: [1],
    });
    expect(parsed).toMatchObject({ desgirregular: [16, 17], fallasflanco: [3], parareparar: [] });
  });

  it('a tyre to replace or in bad condition needs its photo; other verdicts drop it', () => {
    expect(messages({ estado: 3 }).ruta).toEqual([INSPECTION_MSG.fotoRequerida]);
    expect(messages({ estado: 4 }).ruta).toEqual([INSPECTION_MSG.fotoRequerida]);
    expect(messages({ estado: 4, ruta: 'abc.jpg' })).toEqual({});
    expect(partialInspectionForm().parse({ ...READING, estado: 2, ruta: 'abc.jpg' }).ruta).toBeNull();
  });

  it('at or below the next-remnant threshold, “Continuar en Operación” is not a valid verdict', () => {
    expect(messages({ exterior: '8', interior: '7.5' }, { remProximo: 8 }).estado).toEqual([
      INSPECTION_MSG.nsdOpcion(7.5),
    ]);
    expect(messages({ exterior: '8', interior: '7.5', estado: 2 }, { remProximo: 8 })).toEqual({});
    expect(messages({ exterior: '9', interior: '8.5' }, { remProximo: 8 })).toEqual({});
    expect(INSPECTION_MSG.nsdOpcion(7.5)).toBe('Elige la opción correcta para NSD = 7.5');
  });
});

describe('the inspection header (spec 2 §5)', () => {
  const HEADER = {
    codigo: 'INS-01',
    vehiculo: 4,
    fecha_inspeccion: '2026-11-20',
    km_inspeccion: '15200',
    id_planta: '',
  };

  it('requires vehicle, date and km with the spec’s messages', () => {
    const result = inspectionHeaderForm.safeParse({
      codigo: '',
      vehiculo: '',
      fecha_inspeccion: '',
      km_inspeccion: '',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.success ? [] : result.error.issues).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      vehiculo: INSPECTION_MSG.vehiculoRequerido,
      fecha_inspeccion: INSPECTION_MSG.fechaRequerida,
      km_inspeccion: INSPECTION_MSG.kmRequerido,
    });
  });

  it('keeps the code to 10 characters and reads the rest', () => {
    expect(inspectionHeaderForm.parse(HEADER)).toEqual({
      codigo: 'INS-01',
      vehiculo: 4,
      fecha_inspeccion: '2026-11-20',
      km_inspeccion: 15200,
      id_planta: null,
      llantarepuesto: 0,
      portallanta: 0,
    });
    const long = inspectionHeaderForm.safeParse({ ...HEADER, codigo: 'X'.repeat(11) });
    expect(long.success ? [] : long.error.issues.map((issue) => issue.message)).toEqual([
      INSPECTION_MSG.codigoLargo,
    ]);
  });
});
