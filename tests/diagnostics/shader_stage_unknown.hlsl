// EXPECT: PRISM3353 (4,9) unknown shader stage "vertx"
// A [shader] kind HLSL does not have; the message lists the ones it has
// and says which Prism compiles.
[shader("vertx")]
float4 main(float4 p : POSITION) : SV_Position
{
    return p;
}
