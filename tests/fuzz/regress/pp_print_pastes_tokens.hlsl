// fuzz_pp: -P printed __LINE__.x as "4.x" (lexed again: the float 4. then x)
// and PLUS+ as "++"; the -P text must give the same tokens when compiled.
#define PLUS +
int a = __LINE__.x;
int b = 1 PLUS+ 2;
