// ARGS: -T cs_6_5
// TraceRayInline's arguments: an acceleration structure, uint flags and
// mask, a RayDesc (the built-in one, or a struct named RayDesc with
// Origin, TMin, Direction and TMax).
// EXPECT: PRISM3924 (17,36) not 'float4'
// EXPECT: PRISM3529 (18,5) no matching overload
// EXPECT: PRISM3529 (19,5) no matching overload
// EXPECT: PRISM3924 (20,36) not 'Ray'
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Output : register(u1);
struct Ray { float3 Origin; float TMin; float3 Direction; float TMax; };
[numthreads(1,1,1)]
void main() {
  RayQuery<0> q;
  RayDesc ok = {float3(0, 0, 0), 0, float3(0, 0, 1), 1};
  Ray other = (Ray)0;
  q.TraceRayInline(Scene, 0, 0xFF, float4(0, 0, 0, 1));
  q.TraceRayInline(Output, 0, 0xFF, ok);
  q.TraceRayInline(Scene, 0, 0xFF);
  q.TraceRayInline(Scene, 0, 0xFF, other);
}
