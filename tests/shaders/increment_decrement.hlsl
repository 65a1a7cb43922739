// Pre- and post-increment and decrement as statements and inside
// expressions, on scalars, vector components and array elements.
RWStructuredBuffer<int4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int a = (int)id.x;
    int b = a++;            // b = old a
    int c = ++a;            // c = new a
    int d = a--;
    --d;
    int2 v = int2(a, b);
    v.x++;
    --v.y;
    int arr[3] = { 0, 0, 0 };
    arr[1]++;
    int e = arr[1]-- + ++arr[2];
    float f = 1.5;
    f++;
    Out[id.x] = int4(b + c, d, v.x * v.y, e + arr[1] + (int)f);
}
