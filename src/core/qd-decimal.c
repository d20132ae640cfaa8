/* qd-decimal.c — exact decimal products; see qd-decimal.h. */
#include "config.h"
#include "qd-decimal.h"

/* digits (least significant first) *= factor. */
static void
multiply (GByteArray *digits, guint factor)
{
  guint64 carry = 0;

  for (guint i = 0; i < digits->len; i++)
    {
      guint64 d = (guint64) digits->data[i] * factor + carry;

      digits->data[i] = (guint8) (d % 10);
      carry = d / 10;
    }
  for (; carry > 0; carry /= 10)
    g_byte_array_append (digits, &(guint8) { (guint8) (carry % 10) }, 1);
}

char *
qd_decimal_product (const guint *factors, guint n)
{
  g_autoptr(GByteArray) digits = g_byte_array_new ();
  GString *text;

  g_byte_array_append (digits, &(guint8) { 1 }, 1);
  for (guint i = 0; i < n; i++)
    multiply (digits, factors[i]);
  while (digits->len > 1 && digits->data[digits->len - 1] == 0)
    g_byte_array_set_size (digits, digits->len - 1);
  text = g_string_sized_new (digits->len);
  for (guint i = digits->len; i > 0; i--)
    g_string_append_c (text, (char) ('0' + digits->data[i - 1]));
  return g_string_free (text, FALSE);
}
