// ARGS: -T ps_6_5
// In a pixel shader too; a user's own declaration of a name is kept
// (only an undeclared RAY_FLAG_* is refused), and the other types
// (BuiltInTriangleIntersectionAttributes) are refused by name.
// EXPECT: PRISM3915 (9,1) BuiltInTriangleIntersectionAttributes
// EXPECT: PRISM3916 (13,35) CANDIDATE_PROCEDURAL_PRIMITIVE
struct RayDesc { float3 Origin; };
static const uint RAY_FLAG_CULL_OPAQUE = 0x40;
BuiltInTriangleIntersectionAttributes gAttr;

float4 main(float4 pos : SV_Position) : SV_Target {
  RayDesc r; r.Origin = pos.xyz;
  uint k = RAY_FLAG_CULL_OPAQUE + CANDIDATE_PROCEDURAL_PRIMITIVE;
  return float4(r.Origin, (float)k);
}
