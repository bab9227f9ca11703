import { Badge } from "../../components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { statusVariant, type LogEntry } from "./log-entries";
import { formatDate } from "../../lib/dates";

export function LogsTable({ logs }: { logs: LogEntry[] }) {
  return (
    <Table className="text-xs" scrollLabel="Server log entries">
      <TableHeader>
        <TableRow>
          <TableHead>Timestamp</TableHead>
          <TableHead>Method</TableHead>
          <TableHead>Path</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Duration</TableHead>
          <TableHead>IP</TableHead>
          <TableHead>User Agent</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {logs.map((log, index) => (
          <TableRow key={`${log.timestamp}-${index}`}>
            <TableCell className="whitespace-nowrap font-mono tabular-nums" title={log.timestamp}>
              {formatDate(log.timestamp, "logTime") || log.timestamp}
            </TableCell>
            <TableCell className="font-mono font-semibold">{log.method}</TableCell>
            <TableCell className="min-w-[10rem] max-w-[28rem] break-all font-mono md:min-w-[14rem]">{log.path}</TableCell>
            <TableCell>
              <Badge variant={statusVariant(log.statusCode)} className="font-mono">
                {log.statusCode}
              </Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">{log.duration} ms</TableCell>
            <TableCell className="whitespace-nowrap font-mono">{log.ip}</TableCell>
            <TableCell className="max-w-[12rem] truncate text-muted-foreground" title={log.userAgent}>
              {log.userAgent || "-"}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
