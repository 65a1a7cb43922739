// EXPECT: PRISM3401 (9,43) a global struct of resources cannot be initialized (the application binds them)
// EXPECT: PRISM3017 (10,3) an unsized array of structs of resources needs a size
RWStructuredBuffer<int> Out : register(u0);
struct A {
    RWStructuredBuffer<int> Buf;
    int scale;
};
A withData : register(u1); // its data is in $Globals
struct B { RWStructuredBuffer<int> Buf; } initialized = {Out};
B unsized[] : register(u4);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = withData.scale;
}
