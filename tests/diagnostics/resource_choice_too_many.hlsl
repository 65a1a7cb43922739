// ARGS: -T cs_6_0 -E main
// What still cannot be named at a use: a choice among more resources than
// Prism follows case by case (256). The loop carries one of 260 buffers
// (B0000 ... B3333, B400 ... B403), chosen by the iteration's number.
// EXPECT: PRISM4120 (21,16) more than 256
#define DECL(d) RWBuffer<uint> B##d;
#define PICK(d) cur = (i == 0x##d) ? B##d : cur;
#define X4(M, d) M(d##0) M(d##1) M(d##2) M(d##3)
#define X16(M, d) X4(M, d##0) X4(M, d##1) X4(M, d##2) X4(M, d##3)
#define X64(M, d) X16(M, d##0) X16(M, d##1) X16(M, d##2) X16(M, d##3)
#define X260(M) X64(M, 0) X64(M, 1) X64(M, 2) X64(M, 3) X4(M, 40)

X260(DECL)

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RWBuffer<uint> cur = B0000;
    for (uint i = 0; i < id.x; i++) {
        X260(PICK)
        cur[i] = i;
    }
}
