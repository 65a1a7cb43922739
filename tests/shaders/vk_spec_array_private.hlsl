// static and local arrays of specialized length: SPIR-V Private and
// Function memory take them; WGSL only in var<workgroup>, Metal nowhere.
// WGSL: PRISM5281 'lut' is an array whose length is the specialization constant 'N'
// MSL: PRISM5470 'lut' is an array whose length is the specialization constant 'N'
[[vk::constant_id(7)]] const int N = 8;

RWStructuredBuffer<int> Out : register(u0);
static int lut[N];

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    int acc[N][2];
    for (int i = 0; i < N; i++) {
        lut[i] = i * i;
        acc[i][0] = lut[i];
        acc[i][1] = -i;
    }
    Out[0] = acc[N - 1][0] + acc[N - 1][1];
}
