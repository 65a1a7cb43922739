// Arithmetic operator methods (HLSL 2021): a + b is a.operator+(b), found
// by overload resolution among the left operand's methods.
// glslang: rejects (no operator overloading)
struct Money
{
    int cents;
    Money operator+(Money o) { Money r; r.cents = cents + o.cents; return r; }
    Money operator-(Money o) { Money r; r.cents = cents - o.cents; return r; }
    Money operator*(int k) { Money r; r.cents = cents * k; return r; }
    Money operator/(int k) { Money r; r.cents = cents / k; return r; }
    Money operator%(int k) { Money r; r.cents = cents % k; return r; }
};

Money make(int c)
{
    Money m;
    m.cents = c;
    return m;
}

RWStructuredBuffer<int> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Money a = make(250), b = make((int)id.x * 10);
    Money c = (a + b) * 3 - make(5);
    Money d = c / 4 + c % 7;
    Out[id.x] = d.cents;
}
