// ARGS: -T cs_6_0 -E main
// Data beside resources in non-static global structs: a $Globals member of
// the global's name typed as the struct without its resources (its base's
// data part first), as DXC; each resource binds on its own. Arrays of
// such structs too (element by element).
struct A {
    RWStructuredBuffer<int> Buf;
    int scale;
    float3 offset;
};
struct B : A { Texture2D<float> T; float2 uv; };
RWStructuredBuffer<int> Out : register(u0);
float before;
A withData : register(u1);
B derived : register(u2) : register(t8);
A arr[2] : register(u4);

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = withData.Buf[0] * withData.scale + (int)withData.offset.y + (int)before;
    Out[1] = derived.Buf[1] * derived.scale + (int)derived.uv.x + (int)derived.T.Load(int3(0,0,0));
    Out[2] = arr[1].Buf[0] + arr[1].scale + arr[0].scale;
}
