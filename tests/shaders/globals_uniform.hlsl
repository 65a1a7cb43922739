// Non-static globals without a register are uniforms, gathered into the
// implicit $Globals constant buffer.
float Scale;
uint Count;
float4 Bias;
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x < Count)
        Out[id.x] = (float)id.x * Scale + Bias;
}
