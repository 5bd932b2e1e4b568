/**
 * GeoNames ids of places the proximity tests use (issue 30), with their distance from Leeds'
 * centre as lib/geo.ts computes it.
 */
export const LEEDS = 2644688; // Leeds, ENG, GB
export const YORK = 2633352; // 35.37 km from Leeds, cell gcx4
export const KEIGHLEY = 2645889; // 24.85 km, cell gcwd (Leeds: gcwf)
export const HOLYWELL_GREEN = 11203943; // 25.01 km, cell gcw9
