/* qd-format.h — numbers as the file formats and the reports write them. */
#pragma once

#include <glib.h>
#include <locale.h>

G_BEGIN_DECLS

/* The shortest decimal that reads back as the same double, with '.' as the
 * point in every locale; integers below 1e15 without a point, `inf`, `-inf`,
 * `nan`, and "0" for -0. */
char *qd_format_number (double value);

/* The same digits with the decimal point of the current locale (LC_NUMERIC):
 * numbers for people in the window, never for files. */
char *qd_format_number_locale (double value);
/* The same rounded to two decimals ("3.83" for 2 + √2·1.3): a figure in a
 * sentence or on a board, where every digit of a double would be noise. */
char *qd_format_number_short_locale (double value);
/* e^LOG_VALUE for people, a probability or a message kept as its log:
 * DECIMALS decimals (1 … 9) under the locale's point ("0.8182") while they
 * keep two significant digits, else one decimal and a power of ten worked
 * from the log itself, so that nothing underflows ("2.4e−5", "3.1e−4821",
 * with a true minus sign); "0" for -inf, "nan" for NaN. */
char *qd_format_log_number_locale (double log_value, int decimals);

/* A count for people in the window: its digits grouped as the user's
 * locale groups them ("30,022,100" in English, "30 022 100" in French);
 * a locale that groups nothing and writes '.' as its point (C, POSIX,
 * whose messages are English) gets English commas.  Never for files. */
char *qd_format_count   (guint64 n);
/* The same for a figure with `decimals` decimals ("39,374.5"). */
char *qd_format_grouped (double value, int decimals);

/* printf in the C locale, whatever LC_NUMERIC says ('.' as the decimal point,
 * no grouping): the numbers of machine outputs (reports, CSV, --stats lines),
 * which the window formats too, under the user's locale. */
char *qd_format_c        (const char *format, ...) G_GNUC_PRINTF (1, 2);
void  qd_string_append_c (GString *out, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* The C locale on this thread until qd_format_c_leave (what enter returned):
 * a machine output written in between has untranslated messages (_() gives
 * the English, LANGUAGE being ignored in C) and '.' as the decimal point,
 * while the same code writes for people in the window. */
locale_t qd_format_c_enter (void);
void     qd_format_c_leave (locale_t saved);

G_END_DECLS
