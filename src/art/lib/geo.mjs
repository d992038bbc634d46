// Geography from Natural Earth (public domain) via the world-atlas package,
// projected with d3-geo. Used for the world map and the travel-tech globe.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { feature } from 'topojson-client';
import { geoPath, geoContains } from 'd3-geo';

const require = createRequire(import.meta.url);
let land110;
let land50;

export function land(detail = 110) {
  if (detail === 50) {
    land50 ??= load('world-atlas/land-50m.json');
    return land50;
  }
  land110 ??= load('world-atlas/land-110m.json');
  return land110;
}

function load(name) {
  const topo = JSON.parse(fs.readFileSync(require.resolve(name), 'utf8'));
  return feature(topo, topo.objects.land);
}

export const pathFor = (projection) => geoPath(projection);

/** Is the lon/lat point on land? Used to place map dots only over continents. */
export const onLand = (lonLat, geo) => geoContains(geo, lonLat);
