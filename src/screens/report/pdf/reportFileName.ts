/** commissioning-report-3P_35A_1009.pdf: the name the PDF is shared or saved under, as the server's mail attaches it */
export const reportFileName = (serial: string): string => `commissioning-report-${serial}.pdf`;
