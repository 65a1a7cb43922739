// ARGS: -T cs_6_5
// Opacity micromaps are SM 6.9's: a RayQueryFlags argument below it is
// DXC's error, and its constants DXC's warning.
// EXPECT-WARNING: PRISM3921 (11,35) introduced in shader model 6.9
// EXPECT: PRISM3919 (11,35) requires shader model 6.9
// EXPECT-WARNING: PRISM3921 (12,15) introduced in shader model 6.9
// EXPECT-WARNING: PRISM3921 (12,44) introduced in shader model 6.9
RWStructuredBuffer<uint> Output : register(u0);
[numthreads(1,1,1)]
void main() {
  RayQuery<RAY_FLAG_FORCE_OPAQUE, RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS> a;
  Output[0] = RAY_FLAG_FORCE_OMM_2_STATE | RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS;
}
