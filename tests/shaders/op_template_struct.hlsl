// Operators of a struct template (Complex<T>), instantiated for float and
// for half; a function template using them.
// glslang: rejects (no templates)
template<typename T>
struct Complex
{
    T re, im;
    Complex operator+(Complex o) { Complex r = { re + o.re, im + o.im }; return r; }
    Complex operator*(Complex o) { Complex r = { re * o.re - im * o.im, re * o.im + im * o.re }; return r; }
    T norm2() { return re * re + im * im; }
};

template<typename T>
Complex<T> square_plus(Complex<T> z, Complex<T> c)
{
    return z * z + c;
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Complex<float> c = { id.x * 0.1 - 0.5, 0.25 };
    Complex<float> z = { 0, 0 };
    for (int i = 0; i < 8; i++)
        z = square_plus(z, c);
    Complex<half> h = { 1, 2 };
    Out[id.x] = z.norm2() + (h * h).norm2();
}
