import { z } from 'zod';
import { idSchema } from './fields';
import { pickedIdSchema, WEAR_HISTORY_MSG, wearHistorySchema } from './reports';

/**
 * Vehicle wear curve (spec 3 §2.8, §3 Curve vehicle and Vehicle tyres, §7 reporte/curvaremanentevehiculo;
 * domain.md §4, §5, §8). One row per tyre and life that ran on the vehicle, with its readings there and the
 * wear figures of that life.
 */

/** Ours: the spec gives no texts for this screen beyond its empty tables (§8). */
export const VEHICLE_WEAR_MSG = {
  vehiculo: 'Seleccione un vehículo',
  historial: WEAR_HISTORY_MSG,
  sinNeumaticos: 'No hay datos disponibles',
  sinVehiculo: 'Seleccione un vehículo por placa o código para ver su curva de desgaste',
} as const;

/** The vehicle is chosen from the selector: any missing or malformed id asks for it. */
const vehicleIdSchema = pickedIdSchema(VEHICLE_WEAR_MSG.vehiculo);

/** POST reporte/curvaremanentevehiculo. */
export const vehicleWearCurveRequest = z.object({
  id_cliente: idSchema,
  id_vehiculo: vehicleIdSchema,
  inspecciones_antiguas: wearHistorySchema,
});
export type VehicleWearCurveRequest = z.output<typeof vehicleWearCurveRequest>;

/** Spec 3 §3 Curve vehicle. tipo_costo 1 = km, 2 = hours: every distance of the answer is in that unit. */
export const wearCurveVehicle = z.object({
  id: z.number(),
  placa: z.string(),
  codigo: z.string().nullable(),
  marca: z.string(),
  tipo: z.string(),
  aplicacion: z.string(),
  descripcion_tipocosto: z.string(),
  tipo_costo: z.number(),
  /** Odometer (or hour meter) at the vehicle's first tyre installation; null without one. */
  km_inicial: z.number().nullable(),
  km_actual: z.number(),
  km_recorrido: z.number().nullable(),
  fecha_instalacion: z.string().nullable(),
  /** The retread limit of the vehicle's application (domain.md §8), mm. */
  remanente_reencauche: z.number().nullable(),
});
export type WearCurveVehicle = z.infer<typeof wearCurveVehicle>;

/** One point of a curve: [distance run in the life when read, NSD mm]. */
export const wearPoint = z.tuple([z.number(), z.number()]);

/** Spec 3 §3 Vehicle tyres, plus the life and the wear figures of domain.md §8 (null = "-"). */
export const wearCurveVehicleTyre = z.object({
  id_neumatico: z.number(),
  posicion: z.number(),
  marca_neumatico: z.string(),
  medida_neumatico: z.string(),
  disenio_neumatico: z.string().nullable(),
  num_serie: z.string(),
  /** Life: 'N' new, 'R1'…: the retread it ran on this vehicle. */
  vida: z.string(),
  /** Cost of that life in USD (the purchase or retread and its repairs, domain.md §5). */
  precio_neumatico_dolares: z.number(),
  /** 1 installed on the vehicle now, 0 ran on it earlier. */
  activo: z.number(),
  remanente_original_neumatico: z.number(),
  /** Lowest NSD read on this vehicle in that life; null without readings. */
  min_remanente: z.number().nullable(),
  /** Distance run on this vehicle in that life. */
  km_recorrido: z.number(),
  /** Distance of the whole life (every vehicle it ran on): what the wear figures divide. */
  km_vida: z.number(),
  ultima_inspeccion: z.string().nullable(),
  array_remanente: z.array(wearPoint),
  desgaste_km_mm: z.number().nullable(),
  km_proyectado: z.number().nullable(),
  km_restante: z.number().nullable(),
  porcentaje: z.number().nullable(),
  costo_proyectado: z.number().nullable(),
});
export type WearCurveVehicleTyre = z.infer<typeof wearCurveVehicleTyre>;

export const vehicleWearCurveResponse = z.object({
  vehiculo: wearCurveVehicle,
  neumaticos: z.array(wearCurveVehicleTyre),
});
export type VehicleWearCurveResponse = z.infer<typeof vehicleWearCurveResponse>;
