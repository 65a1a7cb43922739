// in, out and inout parameters: scalars, vectors, swizzle and array-element
// arguments (copy-in/copy-out), struct out parameters.
struct Result { float value; uint steps; };
RWStructuredBuffer<float4> Out : register(u0);

void Swap(inout float a, inout float b)
{
    float t = a;
    a = b;
    b = t;
}

void Split(float v, out float whole, out float part)
{
    whole = floor(v);
    part = v - whole;
}

void Run(in float x, out Result r)
{
    r.value = x * 2.0;
    r.steps = 1;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4((float)id.x, 1.5, 2.5, 3.5);
    Swap(v.x, v.w);                 // swizzle arguments
    float parts[2];
    Split(v.y, parts[0], parts[1]); // array-element arguments
    Result r;
    Run(v.z, r);
    Out[id.x] = float4(v.xw, parts[0] + parts[1], r.value + (float)r.steps);
}
