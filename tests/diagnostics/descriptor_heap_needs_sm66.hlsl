// ARGS: -T cs_6_5
// EXPECT: PRISM3015 (8,34) ResourceDescriptorHeap requires shader model 6.6 or later, but the profile gives 6.5; compile with -T cs_6_6
RWStructuredBuffer<uint> Out : register(u1);
cbuffer Indices : register(b0) { uint Index; }
[numthreads(1, 1, 1)]
void main()
{
    RWStructuredBuffer<uint> b = ResourceDescriptorHeap[Index];
    b[0] = 1;
}
